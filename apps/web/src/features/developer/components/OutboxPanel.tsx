import { developerOutboxRoute, formatDateTime, outboxRetryRoute } from '@commerce/domain';
import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import { routeKey, routeQuery } from '../../../lib/route-query.ts';
import { useToast } from '../../../lib/toast.ts';
import { errorMessage } from '../../../ui/errorMessage.ts';

/**
 * The outbox for the developers: where each system's sends go with this configuration, and the 100
 * latest sends with their status, attempts and last error. A send the outbox gave up on can be retried
 * (a fresh round of attempts, at once).
 */
export function OutboxPanel() {
  const client = useQueryClient();
  const toast = useToast();
  const outbox = useQuery({
    ...routeQuery(developerOutboxRoute),
    // While something is on its way, look again shortly.
    refetchInterval: (query) =>
      query.state.data?.Items.some((item) => item.Status === 'pending') ? 3000 : false,
  });
  const retry = useMutation({
    mutationFn: (id: number) => call(outboxRetryRoute, { params: { id } }),
    onSuccess: (item) => {
      toast.success(`Send ${item.ID} is queued again.`);
      return client.invalidateQueries({ queryKey: routeKey(developerOutboxRoute) });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });

  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography variant="h6" component="h2">
          Outbox
        </Typography>
        <Tooltip title="Refresh">
          <IconButton aria-label="Refresh the outbox" onClick={() => void outbox.refetch()}>
            <RefreshIcon />
          </IconButton>
        </Tooltip>
      </Stack>
      {outbox.isPending ? (
        <Skeleton variant="rounded" height={120} />
      ) : outbox.isError ? (
        <Typography color="error">The outbox could not be loaded.</Typography>
      ) : (
        <Stack spacing={3}>
          <TableContainer>
            <Table size="small" aria-label="Connectors">
              <TableHead>
                <TableRow>
                  <TableCell>System</TableCell>
                  <TableCell>Sends</TableCell>
                  <TableCell>Channel</TableCell>
                  <TableCell>Goes to</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {outbox.data.Connectors.map((connector) => (
                  <TableRow key={connector.System}>
                    <TableCell>{connector.System}</TableCell>
                    <TableCell>{connector.Description}</TableCell>
                    <TableCell>{connector.Channel}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{connector.Target}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          {outbox.data.Items.length === 0 ? (
            <Typography color="text.secondary">Nothing has been sent yet.</Typography>
          ) : (
            <TableContainer>
              <Table size="small" aria-label="Sends">
                <TableHead>
                  <TableRow>
                    <TableCell>ID</TableCell>
                    <TableCell>System</TableCell>
                    <TableCell>About</TableCell>
                    <TableCell>Status</TableCell>
                    <TableCell align="right">Attempts</TableCell>
                    <TableCell>Queued</TableCell>
                    <TableCell>Last error</TableCell>
                    <TableCell />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {outbox.data.Items.map((item) => (
                    <TableRow key={item.ID}>
                      <TableCell>{item.ID}</TableCell>
                      <TableCell>
                        {item.System ?? item.Kind}
                        {item.Channel && (
                          <Typography variant="caption" color="text.secondary" component="div">
                            {`via ${item.Channel}`}
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell
                        sx={{ overflowWrap: 'anywhere' }}
                      >{`${item.Entity} ${item.EntityID}`}</TableCell>
                      <TableCell>{item.Status}</TableCell>
                      <TableCell align="right">{item.Attempts}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(item.CreatedAt)}</TableCell>
                      <TableCell sx={{ maxWidth: 320, overflowWrap: 'anywhere' }}>
                        <Box component="span" sx={{ color: item.LastError ? 'error.main' : undefined }}>
                          {item.LastError ?? ''}
                        </Box>
                      </TableCell>
                      <TableCell>
                        {item.Status === 'failed' && (
                          <Button
                            size="small"
                            variant="outlined"
                            loading={retry.isPending && retry.variables === item.ID}
                            onClick={() => retry.mutate(item.ID)}
                          >
                            Retry
                          </Button>
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </Stack>
      )}
    </Paper>
  );
}
