import {
  BULK_JOB_TYPES,
  GIFT_CARD_TEXTS,
  bulkFileTypesOf,
  bulkJobProgress,
  bulkUploadProblem,
  formatCount,
  isJobFinished,
} from '@commerce/domain';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { FileDropBox } from '../../../ui/FileDropBox.tsx';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { useGiftCardJob, useRefreshGiftCards, useUploadGiftCards } from '../api.ts';
import { ScrollArea } from '../../../ui/ScrollArea.tsx';

const ACCEPTED = bulkFileTypesOf('giftcards');

/**
 * Upload (giftcards-upload): a workbook or CSV file with GiftCardNumber and BatchPosition and the 'PIN enabled'
 * choice (C-18). The file becomes a job on the bulk engine; the dialog follows its progress and ends with
 * what happened to the cards: how many were added and each card that was not, with why.
 */
export function UploadDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const [file, setFile] = useState<File | null>(null);
  const [pinEnabled, setPinEnabled] = useState(false);
  const [jobId, setJobId] = useState<string | null>(null);
  const upload = useUploadGiftCards();
  const job = useGiftCardJob(jobId).data;
  const refresh = useRefreshGiftCards();
  const finished = !!job && isJobFinished(job);
  const problem = file ? (bulkUploadProblem(file, ACCEPTED)?.message ?? null) : null;

  useEffect(() => {
    if (finished) void refresh();
    // Once, when the job completes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [finished]);

  const close = () => {
    // Closed while the job runs: the cards it has added so far show; the job goes on (Bulk Operations).
    if (jobId && !finished) void refresh();
    setFile(null);
    setPinEnabled(false);
    setJobId(null);
    onClose();
  };

  const progress = job ? bulkJobProgress(job) : null;
  const added = job ? job.TotalProcessed - job.ErrorCount : 0;

  return (
    <FormDialog
      open={open}
      title={GIFT_CARD_TEXTS.uploadTitle}
      onClose={close}
      maxWidth="md"
      submitLabel={jobId ? 'Done' : GIFT_CARD_TEXTS.upload}
      submitDisabled={jobId ? !finished : !file || problem !== null}
      cancelLabel={jobId ? 'Close' : 'Cancel'}
      onSubmit={async () => {
        if (jobId) return true;
        if (!file || problem) return false;
        const created = await upload.mutateAsync({ file, pinEnabled });
        setJobId(created.JobID);
        return false;
      }}
    >
      {!jobId ? (
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {GIFT_CARD_TEXTS.uploadHint}{' '}
            <Link href={BULK_JOB_TYPES.giftcards.template} download>
              Template
            </Link>
          </Typography>
          <FileDropBox
            accepted={ACCEPTED}
            file={file}
            onChoose={setFile}
            error={problem}
            inputLabel="Gift card file"
          />
          <FormControlLabel
            control={
              <Checkbox checked={pinEnabled} onChange={(event) => setPinEnabled(event.target.checked)} />
            }
            label={GIFT_CARD_TEXTS.pinEnabled}
          />
          {pinEnabled && (
            <Typography variant="body2" color="text.secondary">
              {GIFT_CARD_TEXTS.pinEnabledHint}
            </Typography>
          )}
        </Stack>
      ) : (
        <Stack spacing={2}>
          <Typography>{file?.name}</Typography>
          {!finished && (
            <Stack spacing={1} role="status" aria-label="Progress">
              <Typography variant="body2">{GIFT_CARD_TEXTS.uploading}</Typography>
              {progress?.kind === 'determinate' ? (
                <LinearProgress variant="determinate" value={progress.percent} />
              ) : (
                <LinearProgress />
              )}
              {job && (
                <Typography variant="body2" color="text.secondary">
                  {formatCount(job.TotalProcessed)} / {formatCount(job.TotalCount)}
                </Typography>
              )}
            </Stack>
          )}
          {finished && job && (
            <>
              <Alert severity={job.ErrorCount === 0 ? 'success' : added === 0 ? 'error' : 'warning'}>
                {GIFT_CARD_TEXTS.uploadDone(added, job.ErrorCount)}
              </Alert>
              {job.ErrorLog.Items.length > 0 && (
                <ScrollArea label="Cards not added" maxHeight={280}>
                  <Table size="small" aria-label="Cards not added">
                    <TableHead>
                      <TableRow>
                        <TableCell>Row</TableCell>
                        <TableCell>Card Number</TableCell>
                        <TableCell>Why</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {job.ErrorLog.Items.map((entry) => (
                        <TableRow key={`${entry.RowNumber}-${entry.ErrorOn}`}>
                          <TableCell>{entry.RowNumber}</TableCell>
                          <TableCell>{entry.ErrorOn}</TableCell>
                          <TableCell>{entry.Error}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </ScrollArea>
              )}
              {job.ErrorLog.Meta.TotalCount > job.ErrorLog.Items.length && (
                <Typography variant="body2">
                  <Link component={RouterLink} to={`/bulk-operations/giftcards/${job.JobID}`}>
                    See all {formatCount(job.ErrorLog.Meta.TotalCount)} cards not added
                  </Link>
                </Typography>
              )}
            </>
          )}
        </Stack>
      )}
    </FormDialog>
  );
}
