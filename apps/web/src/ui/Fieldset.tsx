import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export interface FieldsetProps {
  disabled: boolean;
  children: ReactNode;
}

/** Unstyled fieldset: disabling it disables every native control inside at once, however deeply nested. */
export function Fieldset({ disabled, children }: FieldsetProps) {
  return (
    <Box component="fieldset" disabled={disabled} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      {children}
    </Box>
  );
}
