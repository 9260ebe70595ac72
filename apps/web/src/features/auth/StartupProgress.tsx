import { Box, Typography } from '@mui/material';

/**
 * The start-up progress bar (10 → 50 on refresh → 70 user loaded → 100). A plain determinate bar in the
 * look of MUI's LinearProgress, which would add its animations to the sign-in screen's bundle.
 */
export function StartupProgress({ value }: { value: number }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', px: 3 }}>
      <Box sx={{ width: 'min(360px, 100%)', textAlign: 'center' }}>
        <Typography variant="h6" color="primary" gutterBottom>
          Commerce Admin
        </Typography>
        <Box
          role="progressbar"
          aria-label="Starting"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={value}
          sx={{ height: 4, overflow: 'hidden', bgcolor: '#d6c9e1' }}
        >
          <Box
            sx={{
              height: '100%',
              width: `${value}%`,
              bgcolor: 'primary.main',
              transition: 'width 0.4s linear',
            }}
          />
        </Box>
      </Box>
    </Box>
  );
}
