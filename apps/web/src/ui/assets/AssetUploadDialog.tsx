import { ASSET_ACCEPT, ASSET_TEXTS, assetFileProblem, formatKilobytes, type Asset } from '@commerce/domain';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useToast } from '../../lib/toast.ts';
import { refreshAfterChange } from '../../lib/resource.ts';
import { assetResource, uploadAsset } from '../../resources/assets.ts';

interface PendingFile {
  key: string;
  file: File;
  preview: string;
  /** What is wrong with it before sending (not an image, too large). */
  problem: string | null;
  progress: number;
  state: 'waiting' | 'uploading' | 'complete' | 'failed';
  error?: string;
}

export interface AssetUploadDialogProps {
  open: boolean;
  onClose(): void;
  /** The description the context gives the files (category-banner-img …). */
  description?: string;
  /** The assets uploaded, once every file has been tried. */
  onUploaded?(assets: Asset[]): void;
}

/**
 * Upload Assets (spec 2 §2): each chosen file with its preview, name and size in kB; Upload sends them one
 * request each, showing each file's progress and then Complete (or why it failed). Only images, at most 10
 * MB each: a file that is neither is marked at once and never sent.
 */
export function AssetUploadDialog({ open, onClose, description, onUploaded }: AssetUploadDialogProps) {
  const [files, setFiles] = useState<PendingFile[]>([]);
  const [running, setRunning] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const abort = useRef<AbortController | null>(null);
  const client = useQueryClient();
  const toast = useToast();

  useEffect(() => {
    if (!open) {
      setFiles((current) => {
        current.forEach((file) => URL.revokeObjectURL(file.preview));
        return [];
      });
    }
  }, [open]);

  const choose = (list: FileList | null) => {
    if (!list) return;
    const added = [...list].map((file, index) => ({
      key: `${file.name}-${file.size}-${Date.now()}-${index}`,
      file,
      preview: URL.createObjectURL(file),
      problem: assetFileProblem(file),
      progress: 0,
      state: 'waiting' as const,
    }));
    setFiles((current) => [...current.filter((file) => file.state !== 'complete'), ...added]);
  };

  const update = (key: string, change: Partial<PendingFile>) =>
    setFiles((current) => current.map((file) => (file.key === key ? { ...file, ...change } : file)));

  const upload = async () => {
    setRunning(true);
    abort.current = new AbortController();
    const uploaded: Asset[] = [];
    let failed = 0;
    for (const pending of files.filter((file) => file.state === 'waiting' && !file.problem)) {
      update(pending.key, { state: 'uploading', progress: 0 });
      try {
        const asset = await uploadAsset(pending.file, {
          description,
          signal: abort.current.signal,
          onProgress: (fraction) => update(pending.key, { progress: fraction }),
        });
        uploaded.push(asset);
        update(pending.key, { state: 'complete', progress: 1 });
      } catch (error) {
        failed++;
        update(pending.key, {
          state: 'failed',
          error: error instanceof Error ? error.message : String(error),
        });
      }
    }
    setRunning(false);
    await refreshAfterChange(client, assetResource);
    if (uploaded.length > 0) toast.success(ASSET_TEXTS.uploaded(uploaded.length));
    if (failed > 0) toast.error(ASSET_TEXTS.uploadFailed(failed));
    if (uploaded.length > 0) onUploaded?.(uploaded);
  };

  const cancel = () => {
    abort.current?.abort();
    onClose();
  };

  const sendable = files.some((file) => file.state === 'waiting' && !file.problem);
  const done = !running && !sendable && files.some((file) => file.state === 'complete');

  return (
    <Dialog open={open} onClose={running ? undefined : cancel} fullWidth maxWidth="sm">
      <DialogTitle>{ASSET_TEXTS.uploadAssets}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Box>
            <Button
              variant="outlined"
              startIcon={<UploadFileIcon />}
              onClick={() => input.current?.click()}
              disabled={running}
            >
              {ASSET_TEXTS.chooseFiles}
            </Button>
            <input
              ref={input}
              type="file"
              multiple
              accept={ASSET_ACCEPT}
              hidden
              aria-label={ASSET_TEXTS.chooseFiles}
              onChange={(event) => {
                choose(event.target.files);
                event.target.value = '';
              }}
            />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {ASSET_TEXTS.dropHint}
            </Typography>
          </Box>
          <Stack
            component="ul"
            spacing={1.5}
            sx={{ listStyle: 'none', m: 0, p: 0 }}
            aria-label="Files to upload"
          >
            {files.map((file) => (
              <Stack component="li" key={file.key} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <Box
                  component="img"
                  src={file.problem ? undefined : file.preview}
                  alt=""
                  sx={{
                    width: 56,
                    height: 56,
                    objectFit: 'cover',
                    borderRadius: 1,
                    bgcolor: 'grey.200',
                    flexShrink: 0,
                  }}
                />
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography noWrap title={file.file.name}>
                    {file.file.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {formatKilobytes(file.file.size)}
                  </Typography>
                  {(file.state === 'uploading' || file.state === 'complete') && (
                    <LinearProgress
                      variant="determinate"
                      value={Math.round(file.progress * 100)}
                      aria-label={`Upload progress of ${file.file.name}`}
                    />
                  )}
                  {(file.problem || file.error) && (
                    <Typography variant="body2" color="error">
                      {file.problem ?? file.error}
                    </Typography>
                  )}
                </Box>
                {file.state === 'complete' && (
                  <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'success.main' }}>
                    <CheckCircleIcon fontSize="small" />
                    <Typography variant="body2">{ASSET_TEXTS.complete}</Typography>
                  </Stack>
                )}
                {(file.state === 'failed' || file.problem) && (
                  <ErrorIcon color="error" aria-label={ASSET_TEXTS.failed} />
                )}
              </Stack>
            ))}
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={cancel}>{done ? ASSET_TEXTS.close : ASSET_TEXTS.cancel}</Button>
        <Button variant="contained" onClick={() => void upload()} disabled={!sendable} loading={running}>
          {ASSET_TEXTS.upload}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
