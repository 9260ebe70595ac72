import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';

/** Loaded with the first copy (CopiedTooltip.tsx says why). */
const CopiedTooltip = lazy(() => import('./CopiedTooltip.tsx'));

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
  // The tip stays mounted after the first copy, so it fades out as it closes.
  const [everCopied, setEverCopied] = useState(false);
  const wrapper = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), tooltipMs);
    return () => clearTimeout(timer);
  }, [copied, tooltipMs]);

  const copy = async () => {
    await navigator.clipboard.writeText(text);
    setCopied(true);
    setEverCopied(true);
  };

  return (
    <span ref={wrapper} style={{ display: 'inline-flex' }}>
      <IconButton size="small" aria-label={label} onClick={() => void copy()}>
        <ContentCopyIcon fontSize="small" />
      </IconButton>
      {everCopied && (
        <Suspense fallback={null}>
          <CopiedTooltip open={copied} anchorEl={wrapper.current} />
        </Suspense>
      )}
    </span>
  );
}
