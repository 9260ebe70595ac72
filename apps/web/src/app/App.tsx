import { CssBaseline, ThemeProvider, useMediaQuery } from '@mui/material';
import { useMemo } from 'react';
import { SessionProvider } from '../lib/session.tsx';
import { ToastProvider } from '../lib/ToastProvider.tsx';
import { Root } from './Root.tsx';
import { appTheme } from './theme.ts';

/**
 * What every screen needs, sign-in included: theme, toasts and the session. The signed-in app (query
 * cache, date pickers, router, shell) is a separate bundle that Root loads once someone is signed in.
 */
export function App() {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const theme = useMemo(() => appTheme(reducedMotion), [reducedMotion]);
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
