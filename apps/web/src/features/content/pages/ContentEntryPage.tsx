import { CONTENT_ENTRY_TYPE_LABELS, CONTENT_TEXTS, formatDateTime } from '@commerce/domain';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { contentEntryOptions } from '../../../resources/content.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { SectionCard } from '../../../ui/SectionCard.tsx';

const display = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);

/**
 * A content entry, read-only: this product is its own content service (content_entries), so 'Open in
 * content service' shows the entry here, every field as stored.
 */
export function ContentEntryPage() {
  const id = useParams().id ?? '';
  const navigate = useNavigate();
  const entry = useQuery(contentEntryOptions(id));
  const title = entry.data
    ? display(entry.data.fields.name ?? entry.data.fields.title) || entry.data.sys.id
    : CONTENT_TEXTS.entryTitle;
  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 1000 }}>
      <PageHeader
        title={title}
        subtitle={entry.data ? `${CONTENT_TEXTS.entryTitle} · ${entry.data.sys.id}` : undefined}
        actions={
          <Button startIcon={<ArrowBackIcon />} onClick={() => void navigate(-1)}>
            Back
          </Button>
        }
      />
      {entry.isError && <Alert severity="error">{CONTENT_TEXTS.entryNotFound}</Alert>}
      {entry.isPending && <Skeleton variant="rounded" height={240} />}
      {entry.data && (
        <SectionCard title="Fields">
          <Stack direction="row" sx={{ gap: 1, mb: 2, flexWrap: 'wrap' }}>
            <Chip
              size="small"
              label={
                CONTENT_ENTRY_TYPE_LABELS[
                  entry.data.sys.contentType as keyof typeof CONTENT_ENTRY_TYPE_LABELS
                ] ?? entry.data.sys.contentType
              }
            />
            <Chip
              size="small"
              color={entry.data.sys.publishedCounter > 0 ? 'success' : 'default'}
              label={entry.data.sys.publishedCounter > 0 ? CONTENT_TEXTS.published : CONTENT_TEXTS.draft}
            />
            {entry.data.tags.map((tag) => (
              <Chip key={tag} size="small" variant="outlined" label={tag} />
            ))}
          </Stack>
          <Table size="small" aria-label="Entry fields">
            <TableBody>
              {Object.entries(entry.data.fields).map(([key, value]) => (
                <TableRow key={key}>
                  <TableCell component="th" scope="row" sx={{ width: 200, fontWeight: 600 }}>
                    {key}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {display(value)}
                  </TableCell>
                </TableRow>
              ))}
              <TableRow>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                  created
                </TableCell>
                <TableCell>{formatDateTime(entry.data.sys.createdAt)}</TableCell>
              </TableRow>
            </TableBody>
          </Table>
        </SectionCard>
      )}
    </Box>
  );
}
