import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

export interface ScrollAreaProps {
  /** What the area holds, as a screen reader announces it. */
  label: string;
  maxHeight: number | string;
  children: ReactNode;
  sx?: SxProps<Theme>;
}

/**
 * A named region that scrolls what it holds past `maxHeight`. It takes the keyboard's focus, so text with
 * nothing focusable in it can still be scrolled without a mouse (axe: scrollable-region-focusable).
 */
export function ScrollArea({ label, maxHeight, children, sx }: ScrollAreaProps) {
  return (
    <Box
      role="region"
      aria-label={label}
      tabIndex={0}
      sx={[
        {
          maxHeight,
          overflow: 'auto',
          borderRadius: 0.5,
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
