import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A label and its value in a read-only section; empty values read 'None Provided', or `emptyText` where the
 * spec names another empty state ('Never Logged In', 'Never Synced' …).
 */
export function ReadOnlyField({
  label,
  value,
  emptyText = 'None Provided',
}: {
  label: string;
  value: ReactNode;
  emptyText?: ReactNode;
}) {
  const empty = value === null || value === undefined || value === '';
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      {/* A div: a value may be a chip or a link with its own blocks, never inside a <p>. */}
      <Typography
        color={empty ? 'text.secondary' : 'text.primary'}
        component="div"
        sx={{ overflowWrap: 'anywhere' }}
      >
        {empty ? emptyText : value}
      </Typography>
    </Box>
  );
}
