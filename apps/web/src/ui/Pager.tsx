import { formatCount, type ListMeta } from '@commerce/domain';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PAGE_SIZE_OPTIONS } from '../lib/useListState';

export interface PagerProps {
  /** The list response's `Meta`; undefined while the first page loads. */
  meta: ListMeta | undefined;
  onPageChange(page: number): void;
  onPageSizeChange(pageSize: number): void;
}

function rangeLabel({ ItemRange: [first, last], TotalCount, TotalCountIsEstimate }: ListMeta): string {
  const total = `${TotalCountIsEstimate ? 'about ' : ''}${formatCount(TotalCount)}`;
  // The server answers [0, 0] for an empty list and for pages past the end.
  if (first === 0) return `0 of ${total}`;
  return `${formatCount(first)}–${formatCount(last)} of ${total}`;
}

export function Pager({ meta, onPageChange, onPageSizeChange }: PagerProps) {
  const page = meta?.Page ?? 1;
  // From a page past the end (stale link, deleted rows) "previous" jumps back to the last real page.
  const previousPage = Math.min(page - 1, meta?.TotalPages ?? 0);

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
        disabled={previousPage < 1}
        onClick={() => onPageChange(previousPage)}
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
