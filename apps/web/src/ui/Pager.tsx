import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PAGE_SIZE_OPTIONS } from '../lib/useListState';

/** Paging block of the server's list responses. */
export interface PageMeta {
  Page: number;
  PageSize: number;
  TotalCount: number;
  TotalPages: number;
  /** 1-based positions of the first and last item on this page. */
  ItemRange: [number, number];
}

export interface PagerProps {
  /** Undefined while the first page loads. */
  meta: PageMeta | undefined;
  onPageChange(page: number): void;
  onPageSizeChange(pageSize: number): void;
}

const numberFormat = new Intl.NumberFormat('en-US');

function rangeLabel({ ItemRange: [first, last], TotalCount }: PageMeta): string {
  if (TotalCount === 0) return '0 of 0';
  return `${numberFormat.format(first)}–${numberFormat.format(last)} of ${numberFormat.format(TotalCount)}`;
}

export function Pager({ meta, onPageChange, onPageSizeChange }: PagerProps) {
  const page = meta?.Page ?? 1;

  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, whiteSpace: 'nowrap' }}>
      <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' } }}>
        Rows per page
      </Typography>
      <Select
        size="small"
        variant="standard"
        disableUnderline
        value={meta?.PageSize ?? ''}
        onChange={(event) => onPageSizeChange(Number(event.target.value))}
        inputProps={{ 'aria-label': 'Rows per page' }}
        disabled={!meta}
      >
        {PAGE_SIZE_OPTIONS.map((option) => (
          <MenuItem key={option} value={option}>
            {option}
          </MenuItem>
        ))}
      </Select>
      <Typography variant="body2" aria-live="polite" sx={{ minWidth: '9ch', textAlign: 'center' }}>
        {meta && rangeLabel(meta)}
      </Typography>
      <IconButton
        size="small"
        aria-label="Previous page"
        disabled={!meta || page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        <ChevronLeftIcon />
      </IconButton>
      <IconButton
        size="small"
        aria-label="Next page"
        disabled={!meta || page >= meta.TotalPages}
        onClick={() => onPageChange(page + 1)}
      >
        <ChevronRightIcon />
      </IconButton>
    </Stack>
  );
}
