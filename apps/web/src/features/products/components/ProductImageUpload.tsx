import { ASSET_ACCEPT, assetFileProblem, PRODUCT_IMAGE_TEXTS } from '@commerce/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { productResource, uploadProductImage } from '../../../resources/products.ts';
import { errorMessage } from '../../../ui/errorMessage.ts';

interface FileResult {
  file: File;
  text: string;
  failed: boolean;
}

/**
 * Image upload (C-11): many files, each named by a SKU ID or a product code; each goes to the asset library
 * and is added to every matching SKU, or is reported (and not kept) when its name matches none; a result per
 * file.
 */
export function ProductImageUpload() {
  const [open, setOpen] = useState(false);
  const [files, setFiles] = useState<FileResult[]>([]);
  const [running, setRunning] = useState(false);
  const client = useQueryClient();

  const choose = (chosen: FileList | null) =>
    setFiles(
      [...(chosen ?? [])].map((file) => {
        const problem = assetFileProblem(file);
        return { file, text: problem ?? 'Ready', failed: problem !== null };
      }),
    );

  const upload = async () => {
    setRunning(true);
    const results = [...files];
    for (const [index, entry] of results.entries()) {
      if (entry.failed) continue;
      try {
        const result = await uploadProductImage(entry.file);
        results[index] = {
          ...entry,
          text: result.Error ?? PRODUCT_IMAGE_TEXTS.attached(result.SkuIDs.length),
          failed: result.Error !== null,
        };
      } catch (error) {
        results[index] = { ...entry, text: errorMessage(error), failed: true };
      }
      setFiles([...results]);
    }
    setRunning(false);
    void client.invalidateQueries({ queryKey: productResource.keys.all });
  };

  return (
    <>
      <Button
        onClick={() => {
          setFiles([]);
          setOpen(true);
        }}
      >
        {PRODUCT_IMAGE_TEXTS.title}
      </Button>
      <Dialog open={open} onClose={() => !running && setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>{PRODUCT_IMAGE_TEXTS.title}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {PRODUCT_IMAGE_TEXTS.hint}
          </Typography>
          <Button component="label" variant="outlined" disabled={running}>
            Choose Files
            <input
              hidden
              type="file"
              multiple
              accept={ASSET_ACCEPT}
              aria-label="Choose Files"
              onChange={(event) => choose(event.target.files)}
            />
          </Button>
          <List dense aria-label="Files">
            {files.map((entry) => (
              <ListItem key={entry.file.name}>
                <ListItemText
                  primary={entry.file.name}
                  secondary={entry.text}
                  slotProps={{ secondary: { color: entry.failed ? 'error' : 'text.secondary' } }}
                />
              </ListItem>
            ))}
          </List>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={running}>
            Close
          </Button>
          <Button
            variant="contained"
            onClick={() => void upload()}
            disabled={running || files.every((entry) => entry.failed || entry.text !== 'Ready')}
          >
            Upload
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
