import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';

export interface SearchFieldProps {
  value: string;
  onChange(text: string): void;
  placeholder: string;
  /** Under the field: how the search matches (e.g. SEARCH_RULE_TEXT). */
  helperText?: string;
}

// Wide enough to show the whole placeholder (it says what the search reads), within a toolbar's room.
const widthFor = (placeholder: string) => `clamp(320px, calc(${placeholder.length}ch + 56px), 440px)`;

export function SearchField({ value, onChange, placeholder, helperText }: SearchFieldProps) {
  return (
    <TextField
      size="small"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder={placeholder}
      helperText={helperText}
      sx={{ flex: { xs: '1 1 100%', sm: `0 1 ${widthFor(placeholder)}` } }}
      slotProps={{
        htmlInput: { 'aria-label': placeholder },
        formHelperText: { sx: { mx: 0 } },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: value !== '' && (
            <InputAdornment position="end">
              <IconButton size="small" edge="end" aria-label="Clear search" onClick={() => onChange('')}>
                <ClearIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
