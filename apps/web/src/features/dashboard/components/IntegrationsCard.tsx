import {
  DASHBOARD_TEXTS,
  formatDateTime,
  INTEGRATION_SYSTEM_LABELS,
  resendJobDone,
  sendsLink,
  type IntegrationSystem,
  type SystemHealth,
} from '@commerce/domain';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useToast } from '../../../lib/toast.ts';
import { dashboardIntegrationsOptions, resendJobOptions, startResend } from '../../../resources/dashboard.ts';
import { ActionButton } from '../../../ui/ActionButton.tsx';
import { errorMessage } from '../../../ui/errorMessage.ts';
import { useConfirm } from '../../../ui/useConfirm.ts';
import { CardFrame } from './CardFrame.tsx';
import { ChartBox, LazySpark } from './ChartBox.tsx';
import { FigureLink } from './FigureLink.tsx';

/** A resend job's progress, asked again until each of its sends has gone out or failed again. */
function ResendProgress({ id, onDone }: { id: number; onDone(): void }) {
  const job = useQuery(resendJobOptions(id)).data;
  const done = !!job && resendJobDone(job);
  useEffect(() => {
    if (done) onDone();
  }, [done, onDone]);
  if (!job) return null;
  const finished = job.Sent + job.Failed;
  return (
    <Stack role="status" sx={{ minWidth: 120 }}>
      <Typography variant="caption">
        {done
          ? DASHBOARD_TEXTS.resendDone(job.Sent, job.Failed)
          : DASHBOARD_TEXTS.resendProgress(finished, job.Total)}
      </Typography>
      {!done && (
        <LinearProgress
          variant="determinate"
          value={job.Total === 0 ? 100 : (finished / job.Total) * 100}
          aria-label={DASHBOARD_TEXTS.resendProgress(finished, job.Total)}
        />
      )}
    </Stack>
  );
}

function ResendButton({ health }: { health: SystemHealth }) {
  const confirm = useConfirm();
  const toast = useToast();
  const client = useQueryClient();
  const [jobId, setJobId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const label = INTEGRATION_SYSTEM_LABELS[health.System];
  const resend = async () => {
    const ok = await confirm({
      title: `${DASHBOARD_TEXTS.resendFailed}: ${label}`,
      message: DASHBOARD_TEXTS.resendConfirm(health.Failed, label),
      confirmLabel: DASHBOARD_TEXTS.resendFailed,
    });
    if (!ok) return;
    setBusy(true);
    try {
      setJobId((await startResend(health.System)).ID);
      void client.invalidateQueries({ queryKey: dashboardIntegrationsOptions().queryKey });
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, justifyContent: 'flex-end' }}>
      {jobId !== null && (
        <ResendProgress
          id={jobId}
          onDone={() => void client.invalidateQueries({ queryKey: dashboardIntegrationsOptions().queryKey })}
        />
      )}
      <ActionButton
        size="small"
        variant="outlined"
        loading={busy}
        disabledReason={health.Failed === 0 ? DASHBOARD_TEXTS.resendNothing : null}
        aria-label={`${DASHBOARD_TEXTS.resendFailed}: ${label}`}
        onClick={() => void resend()}
      >
        {DASHBOARD_TEXTS.resendFailed}
      </ActionButton>
    </Stack>
  );
}

/** Integration health: per system the pending sends, the oldest, the failures of 24 hours and their trend. */
export function IntegrationsCard() {
  const query = useQuery(dashboardIntegrationsOptions());
  return (
    <CardFrame id="integrations" query={query}>
      {(card) => {
        const resend = card.Systems.some((system) => system.CanResend);
        return (
          <Table size="small" aria-label={DASHBOARD_TEXTS.failuresTrend}>
            <TableHead>
              <TableRow>
                <TableCell>{DASHBOARD_TEXTS.system}</TableCell>
                <TableCell align="right">{DASHBOARD_TEXTS.pending}</TableCell>
                <TableCell>{DASHBOARD_TEXTS.oldestPending}</TableCell>
                <TableCell align="right">{DASHBOARD_TEXTS.failedLastDay}</TableCell>
                <TableCell>{DASHBOARD_TEXTS.failuresTrend}</TableCell>
                {resend && <TableCell />}
              </TableRow>
            </TableHead>
            <TableBody>
              {card.Systems.map((health) => {
                const system: IntegrationSystem = health.System;
                return (
                  <TableRow key={system}>
                    <TableCell component="th" scope="row">
                      {INTEGRATION_SYSTEM_LABELS[system]}
                    </TableCell>
                    <TableCell align="right">
                      <FigureLink to={sendsLink(system, 'pending')}>{health.Pending}</FigureLink>
                    </TableCell>
                    <TableCell>
                      {health.OldestPendingAt ? formatDateTime(health.OldestPendingAt) : '—'}
                    </TableCell>
                    <TableCell align="right">
                      <FigureLink to={sendsLink(system, 'failed', card.Since)}>{health.Failed}</FigureLink>
                    </TableCell>
                    <TableCell>
                      <ChartBox height={28}>
                        <LazySpark data={health.FailuresPerHour} />
                      </ChartBox>
                      <Typography variant="caption" sx={visuallyHidden}>
                        {health.FailuresPerHour.join(', ')}
                      </Typography>
                    </TableCell>
                    {resend && <TableCell>{health.CanResend && <ResendButton health={health} />}</TableCell>}
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        );
      }}
    </CardFrame>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
