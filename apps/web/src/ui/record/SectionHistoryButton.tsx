import HistoryIcon from '@mui/icons-material/History';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { HistoryPanel } from './HistoryPanel.tsx';

/** The History of one BuyerXP section (who saved what, when), in a dialog opened from its panel. */
export function SectionHistoryButton({
  section,
  title,
  version,
}: {
  section: string;
  title: string;
  version?: number;
}) {
  const [open, setOpen] = useState(false);
  const label = `History of ${title}`;
  return (
    <>
      <Tooltip title={label}>
        <IconButton aria-label={label} onClick={() => setOpen(true)}>
          <HistoryIcon />
        </IconButton>
      </Tooltip>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-label={label}>
        <DialogTitle>{label}</DialogTitle>
        <DialogContent>
          {open && <HistoryPanel entity="settings" id={`buyerxp/${section}`} version={version} />}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
