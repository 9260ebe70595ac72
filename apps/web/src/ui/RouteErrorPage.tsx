import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRouteError } from 'react-router';

/**
 * What a screen that failed to render (or whose code failed to load after a new release) shows instead of
 * the router's developer page: what happened and a way on.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  // A chunk from before a new release can no longer be fetched: a reload brings the current one.
  const stale =
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed/.test(error.message);
  return (
    <Box role="alert" sx={{ textAlign: 'center', py: 10, px: 2 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {stale ? 'A new version of the console is available' : 'This screen could not be shown'}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {stale
          ? 'Reload the page to continue.'
          : 'Something went wrong while showing this screen. Reload the page; if it happens again, tell the developers what you were doing.'}
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </Box>
  );
}
