import { sectionLabel } from '@commerce/domain';
import { Box, Paper, Typography } from '@mui/material';
import { useLocation } from 'react-router';

/** Shown for an area of the console whose screens have not been released yet. */
export function AreaPendingPage() {
  const { pathname } = useLocation();
  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Paper sx={{ p: 4, textAlign: 'center' }}>
        <Typography variant="h6" gutterBottom>
          {sectionLabel(pathname) || 'This area'} is not available yet
        </Typography>
        <Typography color="text.secondary">
          You have access to this area, but its screens arrive in a later release of Commerce Admin.
        </Typography>
      </Paper>
    </Box>
  );
}
