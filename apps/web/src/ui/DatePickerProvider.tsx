import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import type { ReactNode } from 'react';

/**
 * What MUI X date pickers need around them (dayjs and its adapter, about 8 KB gzipped). A screen that uses
 * pickers wraps them in this, so only its bundle carries dayjs — not every signed-in screen's first load.
 */
export function DatePickerProvider({ children }: { children: ReactNode }) {
  return <LocalizationProvider dateAdapter={AdapterDayjs}>{children}</LocalizationProvider>;
}
