import { bulkFileTypesOf, bulkUploadProblem, type BulkJob, type BulkJobType } from '@commerce/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { errorMessage } from '../../../ui/errorMessage.ts';
import { FileDropBox } from '../../../ui/FileDropBox.tsx';
import { useUploadBulkFile } from '../api.ts';

export interface BulkUploadFormProps {
  type: BulkJobType;
  onUploaded(job: BulkJob): void;
}

/**
 * The file box (choose or drop one .xlsx workbook, or a .csv file where the type takes one) and the Upload button, enabled only once a usable
 * file is chosen (spec 1 §5). What is wrong with the file, found here or by the server, shows in red
 * under the box (spec 1 §8).
 */
export function BulkUploadForm({ type, onUploaded }: BulkUploadFormProps) {
  const [file, setFile] = useState<File | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const upload = useUploadBulkFile(type);
  // Workbooks, and CSV files for the types that take them (route codes).
  const accepted = bulkFileTypesOf(type);
  const problem = file ? (bulkUploadProblem(file, accepted)?.message ?? null) : null;
  const error = problem ?? serverError;

  const choose = (chosen: File) => {
    setFile(chosen);
    setServerError(null);
  };

  const submit = async () => {
    if (!file) return;
    setServerError(null);
    try {
      onUploaded(await upload.mutateAsync(file));
    } catch (caught) {
      setServerError(errorMessage(caught));
    }
  };

  return (
    <Stack spacing={1.5}>
      <FileDropBox
        accepted={accepted}
        file={file}
        onChoose={choose}
        error={error}
        disabled={upload.isPending}
      />
      <Box>
        <Button
          variant="contained"
          onClick={submit}
          disabled={!file || problem !== null || upload.isPending}
          startIcon={upload.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          Upload
        </Button>
      </Box>
    </Stack>
  );
}
