import { fileStatusLabel, type FileStatus as Status } from '@commerce/domain';
import Box from '@mui/material/Box';

const DOT: Record<Status, string> = {
  success: 'success.main',
  failure: 'error.main',
  skipped: 'warning.main',
  missing: 'grey.500',
};

/** A NetSuite or Eagle status as staff read it (Success, Fail, Skipped, Missing) with a coloured dot. */
export function FileStatus({ status }: { status: Status }) {
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, whiteSpace: 'nowrap' }}
    >
      <Box
        component="span"
        aria-hidden
        sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: DOT[status], flex: '0 0 auto' }}
      />
      {fileStatusLabel(status)}
    </Box>
  );
}
