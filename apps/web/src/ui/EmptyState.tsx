import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface EmptyStateProps {
  /** What is missing, without a full stop, e.g. 'No customers found'. */
  text: string;
  /** The list is narrowed by a search or filters, so the emptiness may be the query's fault. */
  filtered?: boolean;
  onResetFilters?(): void;
}

export function EmptyState({ text, filtered = false, onResetFilters }: EmptyStateProps) {
  return (
    <Stack sx={{ alignItems: 'center', gap: 1, textAlign: 'center' }}>
      <Typography color="text.secondary">{filtered ? `${text} matching your query.` : text}</Typography>
      {filtered && onResetFilters && (
        <Link component="button" type="button" onClick={onResetFilters}>
          Reset filter(s)
        </Link>
      )}
    </Stack>
  );
}
