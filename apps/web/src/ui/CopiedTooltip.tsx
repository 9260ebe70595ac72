import Tooltip from '@mui/material/Tooltip';

/**
 * CopyButton's 'Copied' tip, in a module of its own: MUI's Tooltip brings Popper.js (about 11 KB gzipped),
 * which the profile's first load would otherwise download for a tip shown only after a click. It anchors
 * to the button's wrapper, so the button itself is never re-rendered into a new element when it loads.
 */
export default function CopiedTooltip({ open, anchorEl }: { open: boolean; anchorEl: HTMLElement | null }) {
  return (
    <Tooltip
      title="Copied"
      open={open}
      disableHoverListener
      disableFocusListener
      disableTouchListener
      slotProps={{ popper: { anchorEl } }}
    >
      <span aria-hidden />
    </Tooltip>
  );
}
