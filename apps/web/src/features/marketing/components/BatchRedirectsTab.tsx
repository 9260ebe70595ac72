import {
  BATCH_REDIRECTS_MAX_LINES,
  BATCH_REDIRECTS_REQUEST_MAX_LINES,
  batchRedirectsCsv,
  batchRedirectsRoute,
  BULK_UPLOAD_FIELD,
  bulkUploadRoute,
  formatCount,
  REDIRECT_TEXTS,
  type BatchRedirectsResult,
  type BulkJob,
} from '@commerce/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { call } from '../../../lib/api.ts';
import { refreshAfterChange } from '../../../lib/resource.ts';
import { redirectResource } from '../../../resources/marketing.ts';
import { InputField } from '../../../ui/InputField.tsx';
import { useAsyncAction } from '../../../ui/useAsyncAction.ts';

type Outcome = { kind: 'result'; result: BatchRedirectsResult } | { kind: 'job'; job: BulkJob };

const lineCount = (text: string) => text.split(/\r?\n/).filter((line) => line.trim() !== '').length;

/**
 * The Batch Redirects tab: one 'source:destination' per line; 'Update Batch Redirects' adds each valid
 * line and lists the skipped ones with why. Up to 1,000 lines go in one request; a longer batch (up to
 * 100,000) is uploaded as a job on the bulk engine, whose page shows its progress and skipped lines.
 */
export function BatchRedirectsTab() {
  const client = useQueryClient();
  const [text, setText] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { pending, error, run } = useAsyncAction();
  const lines = lineCount(text);

  const submit = () =>
    void run(async () => {
      setOutcome(null);
      if (lines > BATCH_REDIRECTS_MAX_LINES)
        throw new Error(REDIRECT_TEXTS.tooManyLines(BATCH_REDIRECTS_MAX_LINES));
      if (text.split(/\r?\n/).length > BATCH_REDIRECTS_REQUEST_MAX_LINES) {
        const form = new FormData();
        const file = new Blob([batchRedirectsCsv(text)], { type: 'text/csv' });
        form.append(BULK_UPLOAD_FIELD, file, 'batch-redirects.csv');
        const job = await call(bulkUploadRoute, { params: { type: 'addbatchredirects' }, body: form });
        setOutcome({ kind: 'job', job });
        setText('');
        return;
      }
      const result = await call(batchRedirectsRoute, { body: { text } });
      setOutcome({ kind: 'result', result });
      if (result.added.length > 0) await refreshAfterChange(client, redirectResource);
      // The skipped lines stay in the box to be mended; the added ones leave it.
      setText(result.skipped.map((skip) => skip.text).join('\n'));
    });

  return (
    <Paper sx={{ p: 2 }}>
      <Stack spacing={2}>
        <InputField
          label={REDIRECT_TEXTS.batchLabel}
          multiline
          minRows={12}
          maxRows={24}
          value={text}
          onChange={(event) => setText(event.target.value)}
          helperText={REDIRECT_TEXTS.batchHelper}
          inputProps={{ spellCheck: false, style: { fontFamily: 'monospace' } }}
          disabled={pending}
        />
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Button variant="contained" onClick={submit} disabled={text.trim() === '' || pending}>
            {REDIRECT_TEXTS.batchSubmit}
          </Button>
          {lines > 0 && (
            <Typography variant="body2" color="text.secondary">
              {formatCount(lines)} {lines === 1 ? 'line' : 'lines'}
            </Typography>
          )}
        </Stack>
        {error && <Alert severity="error">{error}</Alert>}
        {outcome?.kind === 'job' && (
          <Alert severity="info">
            {REDIRECT_TEXTS.batchJobStarted}{' '}
            <Link component={RouterLink} to={`/bulk-operations/addbatchredirects/${outcome.job.JobID}`}>
              {REDIRECT_TEXTS.batchJobLink}
            </Link>
          </Alert>
        )}
        {outcome?.kind === 'result' && <BatchReport result={outcome.result} />}
      </Stack>
    </Paper>
  );
}

function BatchReport({ result }: { result: BatchRedirectsResult }) {
  return (
    <Stack spacing={1} role="status">
      <Alert severity={result.skipped.length > 0 ? 'warning' : 'success'}>
        {REDIRECT_TEXTS.batchAdded(result.added.length)}
        {result.skipped.length > 0 && ` ${REDIRECT_TEXTS.batchSkipped(result.skipped.length)}:`}
      </Alert>
      {result.skipped.length > 0 && (
        <Table size="small" aria-label={REDIRECT_TEXTS.batchSkipped(result.skipped.length)}>
          <TableHead>
            <TableRow>
              <TableCell>Line</TableCell>
              <TableCell>Text</TableCell>
              <TableCell>Reason</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {result.skipped.map((skip) => (
              <TableRow key={skip.line}>
                <TableCell>{skip.line}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{skip.text}</TableCell>
                <TableCell>{skip.reason}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Stack>
  );
}
