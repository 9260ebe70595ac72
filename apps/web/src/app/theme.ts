import { createTheme, type ThemeOptions } from '@mui/material/styles';

/** Purple primary and green secondary (spec 1 §9): the retailer's colours. */
const options: ThemeOptions = {
  palette: {
    primary: { main: '#5b2a86' },
    // The retailer's green, a shade darker than #3d8b37 so white text on it (Active chips, buttons) reaches
    // the 4.5:1 contrast WCAG AA asks for (4.96:1; it was 4.25:1).
    secondary: { main: '#367f31', contrastText: '#ffffff' },
    background: { default: '#f5f4f7' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: '"Roboto", "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: 'none' },
  },
  components: {
    MuiPaper: { defaultProps: { elevation: 0 }, styleOverrides: { root: { border: '1px solid #e4e1ea' } } },
    MuiAppBar: { styleOverrides: { root: { border: 'none' } } },
    MuiDrawer: { styleOverrides: { paper: { border: 'none' } } },
    MuiTextField: { defaultProps: { size: 'small', fullWidth: true } },
    // A button's label stays on one line: in a row beside fields, a button that shrank broke 'Add Fee' in
    // two (a toolbar that runs out of room wraps its buttons to the next line instead).
    MuiButton: { styleOverrides: { root: { whiteSpace: 'nowrap', flexShrink: 0 } } },
  },
};

/**
 * For someone whose system asks for reduced motion (WCAG 2.3.3): MUI's transitions take no time, so dialogs,
 * menus, drawers and collapsing rows appear and go at once instead of fading, growing or sliding.
 */
const instantTransitions: ThemeOptions['transitions'] = {
  duration: {
    shortest: 0,
    shorter: 0,
    short: 0,
    standard: 0,
    complex: 0,
    enteringScreen: 0,
    leavingScreen: 0,
  },
  getAutoHeightDuration: () => 0,
};

export const appTheme = (reducedMotion: boolean) =>
  createTheme(reducedMotion ? { ...options, transitions: instantTransitions } : options);
