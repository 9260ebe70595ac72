import {
  auditActionLabel,
  formatDateTime,
  historyChanges,
  historyRoute,
  type AuditEntity,
  type HistoryEntry,
  type HistoryNames,
  type HistoryPage,
} from '@commerce/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../../lib/api.ts';
import { pagesKey, routeKey } from '../../lib/route-query.ts';
import { ScrollArea } from '../ScrollArea.tsx';
import { SectionCard } from '../SectionCard.tsx';
import { HistoryChangeRow } from './HistoryChangeRow.tsx';

/** Narrower than this, an entry's labels go above their values: the values keep the entry's whole width. */
const LABELS_BESIDE_MIN_WIDTH = 400;

/** Entries shown at first, and added by each 'Show more'. */
export const HISTORY_STEP = 5;
/**
 * The panel's entries scroll inside it past this height, so a History never makes the page taller than
 * its main column (beside which it sits), however long its entries.
 */
const LIST_MAX_HEIGHT = 'min(60vh, 560px)';

/**
 * The History of a record (every record page has one): who changed what and when, newest first, each
 * changed field by its form's label, before → after as the page shows values (a long text as the words
 * that changed, with 'Show full'). The newest 5 first, 'Show more' for 5 more. The server applies the
 * record's own read rule (Training_Team staff see training customers only). `version` refreshes it after
 * every save.
 */
export function HistoryPanel({ entity, id, version }: { entity: AuditEntity; id: string; version?: number }) {
  const [shown, setShown] = useState(HISTORY_STEP);
  const history = useInfiniteQuery({
    queryKey: pagesKey(routeKey(historyRoute, { params: { entity, entityId: id } }), version),
    queryFn: ({ pageParam, signal }) =>
      call(historyRoute, {
        params: { entity, entityId: id },
        query: pageParam ? { before: pageParam } : {},
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (page) => page.NextBefore ?? undefined,
  });
  const pages = history.data?.pages ?? [];
  const events = pages.flatMap((page) => page.Items);
  const names = namesOfPages(pages);
  const visible = events.slice(0, shown);
  const hasMore = events.length > shown || history.hasNextPage;

  const showMore = () => {
    setShown((count) => count + HISTORY_STEP);
    // The server's next page is asked for while the entries at hand still fill this step.
    if (events.length <= shown + HISTORY_STEP && history.hasNextPage) void history.fetchNextPage();
  };

  return (
    <SectionCard title="History">
      {history.isPending ? (
        <Skeleton variant="rounded" height={80} />
      ) : history.isError ? (
        <Typography color="error">The history could not be loaded.</Typography>
      ) : events.length === 0 ? (
        <Typography color="text.secondary">No changes recorded yet.</Typography>
      ) : (
        <ScrollArea label="History entries" maxHeight={LIST_MAX_HEIGHT}>
          <Stack
            component="ol"
            aria-label="History"
            spacing={1.5}
            // The rule between entries is a border: an <hr> between them would not be a list item.
            sx={{
              m: 0,
              p: 0,
              pr: 0.5,
              listStyle: 'none',
              '& > li + li': { borderTop: 1, borderColor: 'divider', pt: 1.5 },
            }}
          >
            {visible.map((event) => (
              <HistoryEntryItem key={event.ID} entity={entity} event={event} names={names} />
            ))}
          </Stack>
        </ScrollArea>
      )}
      {hasMore && !history.isPending && (
        <Button onClick={showMore} loading={history.isFetchingNextPage} sx={{ mt: 1 }}>
          Show more
        </Button>
      )}
    </SectionCard>
  );
}

/** The names every page loaded so far answered, kind by kind (a later page adds to an earlier one's). */
function namesOfPages(pages: readonly HistoryPage[]): HistoryNames {
  const names: Record<string, Record<string, string>> = {};
  for (const page of pages)
    for (const [kind, byId] of Object.entries(page.Names)) names[kind] = { ...names[kind], ...byId };
  return names;
}

function HistoryEntryItem({
  entity,
  event,
  names,
}: {
  entity: AuditEntity;
  event: HistoryEntry;
  names: HistoryNames;
}) {
  const changes = historyChanges(entity, event, names);
  return (
    <Box component="li" sx={{ containerType: 'inline-size' }}>
      <Typography variant="body2">
        <strong>{auditActionLabel(entity, event.Action)}</strong>
        {' by '}
        {event.ActorName ?? event.ActorID ?? 'the system'}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {formatDateTime(event.At)}
      </Typography>
      {changes.length > 0 && (
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'minmax(0, 1fr)',
            columnGap: 2,
            m: 0,
            mt: 0.5,
            // Stacked, a value keeps close to its label and apart from the next one.
            '& > dd': { mb: 0.75 },
            [`@container (min-width: ${LABELS_BESIDE_MIN_WIDTH}px)`]: {
              gridTemplateColumns: 'minmax(90px, max-content) minmax(0, 1fr)',
              rowGap: 0.5,
              '& > dd': { mb: 0 },
            },
          }}
        >
          {changes.map((change) => (
            <HistoryChangeRow key={change.field} change={change} />
          ))}
        </Box>
      )}
    </Box>
  );
}
