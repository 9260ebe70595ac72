import { fileStatusLabel, type FileStatus as Status } from '@commerce/domain';
import { useTheme, type Theme } from '@mui/material/styles';

const DOT: Record<Status, (theme: Theme) => string> = {
  success: (theme) => theme.palette.success.main,
  failure: (theme) => theme.palette.error.main,
  skipped: (theme) => theme.palette.warning.main,
  missing: (theme) => theme.palette.grey[500],
};

const LABEL_STYLE = { display: 'inline-flex', alignItems: 'center', gap: 6, whiteSpace: 'nowrap' } as const;
const DOT_STYLE = { width: 8, height: 8, borderRadius: '50%', flex: '0 0 auto' } as const;

/**
 * A NetSuite or Eagle status as staff read it (Success, Fail, Skipped, Missing) with a coloured dot. Plain
 * spans: the orders list draws two a row, and a styled box per cell costs many times a plain element.
 */
export function FileStatus({ status }: { status: Status }) {
  const theme = useTheme();
  return (
    <span style={LABEL_STYLE}>
      <span aria-hidden style={{ ...DOT_STYLE, backgroundColor: DOT[status](theme) }} />
      {fileStatusLabel(status)}
    </span>
  );
}
