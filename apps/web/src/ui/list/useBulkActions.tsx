import {
  BULK_ACTION_CHUNK_SIZE,
  bulkOutcome,
  mergeBulkResults,
  type BulkActionResult,
  type BulkOutcome,
  type BulkWording,
  type ListPage,
} from '@commerce/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { refreshAfterChange, type ListResource } from '../../lib/resource.ts';
import { useToast } from '../../lib/toast.ts';
import type { BulkAction } from '../BulkActionBar.tsx';

/** One bulk action offered for the selection. */
export interface BulkChoice<A extends string> {
  action: A;
  label: string;
  icon?: ReactNode;
  destructive?: boolean;
  /** The selected records it applies to (others are left as they are; say so in the message). */
  ids: string[];
  confirm: { title: string; message: string; confirmLabel?: string; cancelLabel?: string };
  /** How the outcome names the records and the action ('1 user deactivated.'). */
  words: BulkWording;
}

/** How far a run has got; the confirmation dialog's message reads it while the run goes on. */
function progressStore() {
  let done: number | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => done,
    set: (next: number) => {
      done = next;
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function Progress(props: { message: string; total: number; store: ReturnType<typeof progressStore> }) {
  const { message, total, store } = props;
  const done = useSyncExternalStore(store.subscribe, store.get);
  return (
    <Stack spacing={2}>
      <span>{message}</span>
      {done !== null && (
        <Stack spacing={1} role="status" aria-label="Progress">
          <LinearProgress variant="determinate" value={(done / total) * 100} />
          <Typography variant="body2" color="text.secondary">
            {done} of {total} processed
          </Typography>
        </Stack>
      )}
    </Stack>
  );
}

/**
 * Runs the action over the IDs chunk by chunk (BULK_ACTION_CHUNK_SIZE a call, so the dialog shows progress
 * and one failed call costs little); a chunk whose call fails counts its records as failed, with the reason.
 */
export async function runInChunks<T>(
  ids: readonly string[],
  send: (ids: string[]) => Promise<BulkActionResult<T>>,
  onProgress: (done: number) => void,
  notDone: string,
): Promise<BulkActionResult<T>> {
  const results: BulkActionResult<T>[] = [];
  for (let start = 0; start < ids.length; start += BULK_ACTION_CHUNK_SIZE) {
    const chunk = ids.slice(start, start + BULK_ACTION_CHUNK_SIZE);
    try {
      results.push(await send(chunk));
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : notDone;
      results.push({
        Succeeded: [],
        Items: [],
        Failed: chunk.map((ID) => ({ ID, ErrorCode: 'Http', Message: message })),
      });
    }
    onProgress(Math.min(ids.length, start + chunk.length));
  }
  return mergeBulkResults(results);
}

/**
 * The bulk actions of a list, on the one bulk contract (POST `{Action, IDs}` to `url`, answered with
 * Succeeded / Failed / Items): each confirmed with its text, run in chunks with progress in the dialog,
 * then the changed rows replaced in every cached page (a delete reloads the list), a toast, and — when
 * anything failed — an alert listing each record and why (`notice`).
 */
export function useBulkActions<Item, A extends string>(options: {
  resource: ListResource<Item>;
  /** Runs the action on some records: the resource's bulk route, called through its contract. */
  send(action: A, ids: string[]): Promise<BulkActionResult<Item>>;
  getId(item: Item): string;
}) {
  const { resource, send, getId } = options;
  const client = useQueryClient();
  const toast = useToast();
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);

  const apply = async (result: BulkActionResult<Item>, deleted: boolean) => {
    const updated = new Map(result.Items.map((item) => [getId(item), item]));
    client.setQueriesData<ListPage<Item>>({ queryKey: resource.keys.lists() }, (page) =>
      page ? { ...page, Items: page.Items.map((row) => updated.get(getId(row)) ?? row) } : page,
    );
    for (const id of result.Succeeded) client.removeQueries({ queryKey: resource.keys.detail(id) });
    if (deleted) await refreshAfterChange(client, resource);
  };

  const actions = (choices: readonly BulkChoice<A>[], deleteAction?: A): BulkAction[] =>
    choices.map((choice) => {
      const store = progressStore();
      return {
        label: choice.label,
        icon: choice.icon,
        destructive: choice.destructive,
        confirm: {
          ...choice.confirm,
          message: <Progress message={choice.confirm.message} total={choice.ids.length} store={store} />,
        },
        run: async () => {
          store.set(0);
          const result = await runInChunks(
            choice.ids,
            (ids) => send(choice.action, ids),
            store.set,
            `Could not be ${choice.words.done}.`,
          );
          await apply(result, choice.action === deleteAction);
          const next = bulkOutcome(result, choice.words);
          toast[next.severity](next.message);
          setOutcome(next.failures.length > 0 ? next : null);
        },
      };
    });

  const notice = outcome && (
    <Alert severity={outcome.severity} onClose={() => setOutcome(null)} sx={{ mb: 1 }}>
      {outcome.message}
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {outcome.failures.map((failure) => (
          <li key={failure}>{failure}</li>
        ))}
      </Box>
    </Alert>
  );

  return { actions, notice };
}
