import { auditActionLabel, formatDateTime, type AuditEntity, type HistoryPage } from '@commerce/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { api } from '../../lib/api.ts';
import { SectionCard } from '../SectionCard.tsx';

/** A changed value as staff read it: text as is, lists joined, objects as their fields, nothing as '—'. */
export function historyValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map(historyValue).join(', ');
  if (typeof value === 'object') {
    const fields = Object.entries(value as Record<string, unknown>);
    if (fields.length === 0) return '—';
    return fields.map(([key, inner]) => `${key}: ${historyValue(inner)}`).join('; ');
  }
  return String(value);
}

/** Field names the data model writes in lower case that staff read as an abbreviation. */
const ABBREVIATIONS = new Map([['seo', 'SEO']]);

/** A field as staff read it: `xp.EagleCustomerNumber` → 'Eagle Customer Number', `xp.seo` → 'SEO'. */
export const historyFieldLabel = (field: string): string =>
  field
    .replace(/^xp\./, '')
    .split('.')
    .map(
      (part) =>
        ABBREVIATIONS.get(part) ??
        part.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2'),
    )
    .join(' › ');

/**
 * The History of a record (every record page has one): who changed what and when, newest first, each
 * changed field before → after, from the audit trail. The server applies the record's own read rule
 * (Training_Team staff see training customers only). `version` refreshes it after every save.
 */
export function HistoryPanel({ entity, id, version }: { entity: AuditEntity; id: string; version?: number }) {
  const history = useInfiniteQuery({
    queryKey: ['history', entity, id, version],
    queryFn: ({ pageParam, signal }) =>
      api<HistoryPage>(`/audit/${entity}/${encodeURIComponent(id)}`, {
        query: pageParam ? { before: pageParam } : {},
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (page) => page.NextBefore ?? undefined,
  });
  const events = history.data?.pages.flatMap((page) => page.Items) ?? [];

  return (
    <SectionCard title="History">
      {history.isPending ? (
        <Skeleton variant="rounded" height={80} />
      ) : history.isError ? (
        <Typography color="error">The history could not be loaded.</Typography>
      ) : events.length === 0 ? (
        <Typography color="text.secondary">No changes recorded yet.</Typography>
      ) : (
        <Stack
          component="ol"
          aria-label="History"
          spacing={1.5}
          // The rule between entries is a border: an <hr> between them would not be a list item.
          sx={{
            m: 0,
            p: 0,
            listStyle: 'none',
            '& > li + li': { borderTop: 1, borderColor: 'divider', pt: 1.5 },
          }}
        >
          {events.map((event) => {
            const fields = Object.entries(event.Changes);
            return (
              <Box component="li" key={event.ID}>
                <Typography variant="body2">
                  <strong>{auditActionLabel(entity, event.Action)}</strong>
                  {' by '}
                  {event.ActorName ?? event.ActorID ?? 'the system'}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {formatDateTime(event.At)}
                </Typography>
                {fields.length > 0 && (
                  <Box
                    component="dl"
                    sx={{
                      display: 'grid',
                      gridTemplateColumns: 'minmax(90px, max-content) 1fr',
                      columnGap: 2,
                      rowGap: 0.25,
                      m: 0,
                      mt: 0.5,
                    }}
                  >
                    {fields.map(([field, change]) => (
                      <Fragment key={field}>
                        <Typography component="dt" variant="body2" color="text.secondary">
                          {historyFieldLabel(field)}
                        </Typography>
                        <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                          {historyValue(change.before)} → {historyValue(change.after)}
                        </Typography>
                      </Fragment>
                    ))}
                  </Box>
                )}
              </Box>
            );
          })}
        </Stack>
      )}
      {history.hasNextPage && (
        <Button
          onClick={() => void history.fetchNextPage()}
          loading={history.isFetchingNextPage}
          sx={{ mt: 1 }}
        >
          Show older changes
        </Button>
      )}
    </SectionCard>
  );
}
