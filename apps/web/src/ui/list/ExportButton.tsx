import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { currentSessionRoute } from '@commerce/domain';
import { call } from '../../lib/api.ts';
import { useToast } from '../../lib/toast.ts';

/** The export's address: the list's own query (without paging) with `format=csv` and the chosen columns. */
export function exportUrl(
  apiPath: string,
  apiParams: Record<string, string>,
  columns: string[] | null,
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(apiParams))
    if (key !== 'page' && key !== 'pageSize') params.set(key, value);
  params.set('format', 'csv');
  if (columns) params.set('columns', columns.join(','));
  return `/api${apiPath}?${params.toString()}`;
}

/**
 * 'Export CSV': every row of the list as filtered now, not only the page, streamed by the server as a
 * download (the same filters and permissions as the list). The session is checked first, so an expired
 * access token is refreshed rather than downloading an error.
 */
export function ExportButton(props: {
  apiPath: string;
  apiParams: Record<string, string>;
  columns: string[] | null;
}) {
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const start = async () => {
    setBusy(true);
    try {
      await call(currentSessionRoute);
      window.location.assign(exportUrl(props.apiPath, props.apiParams, props.columns));
    } catch {
      toast.error('The export could not be started. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Tooltip title="Export CSV (every row of the list as filtered)">
      <IconButton aria-label="Export CSV" disabled={busy} onClick={() => void start()}>
        {busy ? <CircularProgress size={20} /> : <FileDownloadOutlinedIcon />}
      </IconButton>
    </Tooltip>
  );
}
