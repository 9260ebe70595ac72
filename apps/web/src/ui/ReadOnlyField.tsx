import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A label and its value in a read-only section; empty values read 'None Provided'. */
export function ReadOnlyField({ label, value }: { label: string; value: ReactNode }) {
  const empty = value === null || value === undefined || value === '';
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography color={empty ? 'text.secondary' : 'text.primary'} sx={{ overflowWrap: 'anywhere' }}>
        {empty ? 'None Provided' : value}
      </Typography>
    </Box>
  );
}
