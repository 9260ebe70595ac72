import { DASHBOARD_TEXTS, dashboardCard, type DashboardCardId } from '@commerce/domain';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SectionCard } from '../../../ui/SectionCard.tsx';

/** A card of the dashboard: its title, and its figures once its endpoint answered (or why not). */
export function CardFrame<T>({
  id,
  query,
  action,
  children,
}: {
  id: DashboardCardId;
  query: UseQueryResult<T>;
  action?: ReactNode;
  children(data: T): ReactNode;
}) {
  return (
    <SectionCard
      title={dashboardCard(id).title}
      action={action}
      busy={query.data === undefined && !query.isError}
    >
      {query.data !== undefined ? (
        children(query.data)
      ) : query.isError ? (
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
          <Typography color="error">{DASHBOARD_TEXTS.loadFailed}</Typography>
          <Button size="small" onClick={() => void query.refetch()}>
            {DASHBOARD_TEXTS.retry}
          </Button>
        </Stack>
      ) : (
        <Skeleton variant="rounded" height={220} />
      )}
    </SectionCard>
  );
}
