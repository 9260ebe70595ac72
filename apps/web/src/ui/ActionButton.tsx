import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { useId } from 'react';
import { visuallyHidden } from './visuallyHidden.ts';

/**
 * A button that, when it may not be used now, says why: disabled, with the reason as its accessible
 * description and as a tooltip on hover or focus (a disabled button takes no focus, so its wrapper does).
 */
export function ActionButton({ disabledReason, ...props }: ButtonProps & { disabledReason?: string | null }) {
  const id = useId();
  if (!disabledReason) return <Button {...props} />;
  return (
    <Tooltip title={disabledReason} describeChild>
      <Box component="span" tabIndex={0} sx={{ display: 'inline-flex' }}>
        <Button {...props} disabled aria-describedby={id} />
        <Box component="span" id={id} sx={visuallyHidden}>
          {disabledReason}
        </Box>
      </Box>
    </Tooltip>
  );
}
