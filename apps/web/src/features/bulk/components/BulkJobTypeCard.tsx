import { BULK_JOB_TYPES, BULK_TEXTS, type BulkJobType } from '@commerce/domain';
import DownloadIcon from '@mui/icons-material/Download';
import ListIcon from '@mui/icons-material/ListAlt';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useToast } from '../../../lib/toast.ts';
import { SectionCard } from '../../../ui/SectionCard.tsx';
import { BulkUploadForm } from './BulkUploadForm.tsx';

/** One job type on the Bulk Operations page: its template, the upload form and the way to its jobs. */
export function BulkJobTypeCard({ type }: { type: BulkJobType }) {
  const { label, description, template } = BULK_JOB_TYPES[type];
  const navigate = useNavigate();
  const toast = useToast();
  const templateName = template.split('/').pop();
  return (
    <SectionCard
      title={label}
      action={
        <Button component={RouterLink} to={`/bulk-operations/${type}`} startIcon={<ListIcon />}>
          View Jobs
        </Button>
      }
    >
      <Typography color="text.secondary">{description}</Typography>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5, mt: 2 }}>
        <Button variant="outlined" href={template} download={templateName} startIcon={<DownloadIcon />}>
          Download Template
        </Button>
        <Typography variant="body2" color="text.secondary">
          {templateName}: the columns, with a note on each, and instructions.
        </Typography>
      </Stack>
      <Divider sx={{ my: 3 }} />
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1.5, fontWeight: 500 }}>
        Upload a file
      </Typography>
      <BulkUploadForm
        type={type}
        onUploaded={(job) => {
          toast.success(BULK_TEXTS.uploaded);
          void navigate(`/bulk-operations/${type}/${job.JobID}`);
        }}
      />
    </SectionCard>
  );
}
