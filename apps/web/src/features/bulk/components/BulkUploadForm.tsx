import {
  BULK_FILE_MIME_TYPES,
  bulkFileTypesOf,
  bulkUploadProblem,
  type BulkJob,
  type BulkJobType,
} from '@commerce/domain';
import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type DragEvent } from 'react';
import { errorMessage } from '../../../ui/errorMessage.ts';
import { useUploadBulkFile } from '../api.ts';

const sizeFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const fileSize = (bytes: number) =>
  bytes < 1024
    ? `${bytes} bytes`
    : bytes < 1024 * 1024
      ? `${sizeFormat.format(bytes / 1024)} KB`
      : `${sizeFormat.format(bytes / 1024 / 1024)} MB`;

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
  const [dragging, setDragging] = useState(false);
  const upload = useUploadBulkFile(type);
  const errorId = useId();
  // Workbooks, and CSV files for the types that take them (route codes).
  const accepted = bulkFileTypesOf(type);
  const problem = file ? (bulkUploadProblem(file, accepted)?.message ?? null) : null;
  const error = problem ?? serverError;

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    setFile(chosen);
    setServerError(null);
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
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
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          p: 2,
          border: '1px dashed',
          borderColor: error ? 'error.main' : dragging ? 'primary.main' : 'divider',
          borderRadius: 1,
          bgcolor: dragging ? 'action.hover' : 'background.default',
        }}
      >
        <UploadFileIcon color={file && !error ? 'primary' : 'action'} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {file ? (
            <>
              <Typography sx={{ overflowWrap: 'anywhere' }}>{file.name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {fileSize(file.size)}
              </Typography>
            </>
          ) : (
            <Typography color="text.secondary">
              {accepted.includes('.csv')
                ? 'Choose a CSV file (.csv) or an Excel workbook (.xlsx), or drop it here.'
                : 'Choose an Excel workbook (.xlsx) or drop it here.'}
            </Typography>
          )}
        </Box>
        <Button component="label" variant="outlined" size="small" disabled={upload.isPending}>
          Choose File
          <input
            hidden
            type="file"
            accept={accepted.flatMap((kind) => [kind, BULK_FILE_MIME_TYPES[kind]]).join(',')}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => {
              choose(event.target.files?.[0]);
              // The same file can be chosen again after a refusal (e.g. once it has been fixed).
              event.target.value = '';
            }}
          />
        </Button>
      </Box>
      {error && (
        <Typography id={errorId} role="alert" color="error" variant="body2">
          {error}
        </Typography>
      )}
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
