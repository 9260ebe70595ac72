import { createTheme } from '@mui/material/styles';

/** Purple primary and green secondary (spec 1 §9): the retailer's colours. */
export const theme = createTheme({
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
  },
});
