import { Box, Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';

export function NotFoundPage() {
  return (
    <Box sx={{ textAlign: 'center', py: 10, px: 2 }}>
      {/* The status is decoration; the heading says it in words. */}
      <Typography variant="h3" component="div" color="primary" aria-hidden gutterBottom>
        404
      </Typography>
      <Typography variant="h6" component="h1" gutterBottom>
        Page not found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        There is no page at this address. Check the link, or go back to your profile.
      </Typography>
      <Button component={RouterLink} to="/profile" variant="contained">
        Go to My Profile
      </Button>
    </Box>
  );
}
