import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Tooltip from '@mui/material/Tooltip';

/** A warning sign beside a value; its text shows on hover or focus. */
export function WarningTip({ text }: { text: string }) {
  return (
    <Tooltip title={text}>
      <WarningAmberIcon
        color="warning"
        fontSize="small"
        tabIndex={0}
        role="img"
        aria-label={text}
        // SvgIcon hides icons from assistive technology unless told otherwise; this one carries a message.
        aria-hidden={false}
        sx={{ verticalAlign: 'text-bottom', ml: 0.5 }}
      />
    </Tooltip>
  );
}
