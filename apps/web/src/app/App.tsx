import { CssBaseline, ThemeProvider } from '@mui/material';
import { SessionProvider } from '../lib/session.tsx';
import { ToastProvider } from '../lib/ToastProvider.tsx';
import { Root } from './Root.tsx';
import { theme } from './theme.ts';

/**
 * What every screen needs, sign-in included: theme, toasts and the session. The signed-in app (query
 * cache, date pickers, router, shell) is a separate bundle that Root loads once someone is signed in.
 */
export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ToastProvider>
        <SessionProvider>
          <Root />
        </SessionProvider>
      </ToastProvider>
    </ThemeProvider>
  );
}
