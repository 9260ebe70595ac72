import { DEVELOPER_TEXTS, searchTextRebuildRoute, type SearchTextRebuildAnswer } from '@commerce/domain';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { call } from '../../../lib/api.ts';
import { useToast } from '../../../lib/toast.ts';
import { errorMessage } from '../../../ui/errorMessage.ts';

interface Progress {
  checked: number;
  updated: number;
  total: number;
}

/**
 * Rebuild Search Text: asks the server part by part (each a short transaction) and shows how far it got.
 */
export function SearchTextPanel() {
  const toast = useToast();
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState<Progress | null>(null);

  const run = async () => {
    setRunning(true);
    let after: string | null = null;
    let state: Progress = { checked: 0, updated: 0, total: 0 };
    setProgress(state);
    try {
      do {
        const part: SearchTextRebuildAnswer = await call(searchTextRebuildRoute, { body: { After: after } });
        state = {
          checked: state.checked + part.Checked,
          updated: state.updated + part.Updated,
          total: part.Total ?? state.total,
        };
        setProgress(state);
        after = part.Next;
      } while (after !== null);
      toast.success(DEVELOPER_TEXTS.rebuildDone(state.checked, state.updated));
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setRunning(false);
    }
  };

  const percent =
    progress && progress.total > 0 ? Math.min(100, (progress.checked / progress.total) * 100) : 0;
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {DEVELOPER_TEXTS.searchText}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {DEVELOPER_TEXTS.searchTextHelp}
      </Typography>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Button variant="outlined" loading={running} onClick={() => void run()}>
          {DEVELOPER_TEXTS.rebuildSearchText}
        </Button>
        {progress && (
          <Stack spacing={1} sx={{ width: '100%', maxWidth: 480 }}>
            <LinearProgress
              variant="determinate"
              value={running ? percent : 100}
              aria-label={DEVELOPER_TEXTS.rebuildSearchText}
            />
            <Typography variant="body2" role="status">
              {running
                ? DEVELOPER_TEXTS.rebuildProgress(progress.checked, progress.total)
                : DEVELOPER_TEXTS.rebuildDone(progress.checked, progress.updated)}
            </Typography>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
