import { Box, LinearProgress, Typography } from '@mui/material';

/** The start-up progress bar (10 → 50 on refresh → 70 user loaded → 100). */
export function StartupProgress({ value }: { value: number }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', px: 3 }}>
      <Box sx={{ width: 'min(360px, 100%)', textAlign: 'center' }}>
        <Typography variant="h6" color="primary" gutterBottom>
          Commerce Admin
        </Typography>
        <LinearProgress variant="determinate" value={value} aria-label="Starting" />
      </Box>
    </Box>
  );
}
