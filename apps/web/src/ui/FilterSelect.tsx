import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';

export interface FilterSelectOption {
  value: string;
  label: string;
}

/** A status filter's choices ('status' in the URL; each list maps them to its API's Active=true/false). */
export const STATUS_FILTER_OPTIONS: FilterSelectOption[] = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

export interface FilterSelectProps {
  label: string;
  /** '' is 'All': the filter is off. */
  value: string;
  options: FilterSelectOption[];
  onChange(value: string): void;
  sx?: SxProps<Theme>;
}

/**
 * One filter of a list's filter popover: 'All' (off) or one of the options. A value from the URL that is
 * not among the options (an old or hand-made link) stays visible and chosen, never silently dropped.
 */
export function FilterSelect({ label, value, options, onChange, sx }: FilterSelectProps) {
  const known = value === '' || options.some((option) => option.value === value);
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={sx}
    >
      <MenuItem value="">All</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
      {!known && <MenuItem value={value}>{value}</MenuItem>}
    </TextField>
  );
}
