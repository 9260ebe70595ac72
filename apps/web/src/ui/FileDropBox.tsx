import { BULK_FILE_MIME_TYPES, type BulkFileType } from '@commerce/domain';
import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type DragEvent } from 'react';

const sizeFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const fileSize = (bytes: number) =>
  bytes < 1024
    ? `${bytes} bytes`
    : bytes < 1024 * 1024
      ? `${sizeFormat.format(bytes / 1024)} KB`
      : `${sizeFormat.format(bytes / 1024 / 1024)} MB`;

export interface FileDropBoxProps {
  /** The kinds of file the upload takes: the chooser offers them and the hint names them. */
  accepted: readonly BulkFileType[];
  file: File | null;
  onChoose(file: File): void;
  /** What is wrong with the file (found here or by the server), in red under the box. */
  error: string | null;
  disabled?: boolean;
  /** The file input's name, where the button's 'Choose File' would not say what the file is for. */
  inputLabel?: string;
}

/**
 * The box of an upload of one file (a bulk job's workbook or CSV file): choose it or drop it here; the
 * chosen file's name and size; what is wrong with it in red underneath (spec 1 §5, §8).
 */
export function FileDropBox({ accepted, file, onChoose, error, disabled, inputLabel }: FileDropBoxProps) {
  const [dragging, setDragging] = useState(false);
  const errorId = useId();
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped && !disabled) onChoose(dropped);
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
        <Button component="label" variant="outlined" size="small" disabled={disabled}>
          Choose File
          <input
            hidden
            type="file"
            aria-label={inputLabel}
            accept={accepted.flatMap((kind) => [kind, BULK_FILE_MIME_TYPES[kind]]).join(',')}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => {
              const chosen = event.target.files?.[0];
              if (chosen) onChoose(chosen);
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
    </Stack>
  );
}
