import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useEffect, useState } from 'react';

export interface CopyButtonProps {
  text: string;
  /** What is copied, for the button's accessible name: 'Copy payment profile ID'. */
  label: string;
  /** How long 'Copied' stays up. */
  tooltipMs: number;
}

/** Copies `text` to the clipboard and says so in a tooltip for `tooltipMs`. */
export function CopyButton({ text, label, tooltipMs }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), tooltipMs);
    return () => clearTimeout(timer);
  }, [copied, tooltipMs]);

  const copy = async () => {
    await navigator.clipboard.writeText(text);
    setCopied(true);
  };

  return (
    <Tooltip title="Copied" open={copied} disableHoverListener disableFocusListener disableTouchListener>
      <IconButton size="small" aria-label={label} onClick={() => void copy()}>
        <ContentCopyIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
