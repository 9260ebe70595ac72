import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { RouterProvider } from 'react-router';
import { TOAST_DURATION_MS } from '@commerce/domain';
import { queryClient } from '../lib/queryClient.ts';
import { SessionProvider } from '../lib/session.tsx';
import { ConfirmProvider } from '../ui/ConfirmProvider.tsx';
import { router } from './router.tsx';
import { theme } from './theme.ts';

export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SnackbarProvider
        maxSnack={1}
        autoHideDuration={TOAST_DURATION_MS}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      >
        <QueryClientProvider client={queryClient}>
          <SessionProvider>
            <ConfirmProvider>
              <RouterProvider router={router} />
            </ConfirmProvider>
          </SessionProvider>
        </QueryClientProvider>
      </SnackbarProvider>
    </ThemeProvider>
  );
}
