import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';

/** A value with a small icon button after it; no button without the right to use it. */
export function ValueWithAction({
  value,
  action,
}: {
  value: ReactNode;
  action: { label: string; icon: ReactNode; onClick(): void } | false;
}) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
      {value}
      {action && (
        <Tooltip title={action.label}>
          <IconButton size="small" aria-label={action.label} onClick={action.onClick}>
            {action.icon}
          </IconButton>
        </Tooltip>
      )}
    </Stack>
  );
}
