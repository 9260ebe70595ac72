import { DASHBOARD_TEXTS, dashboardCardsFor, type DashboardCardId } from '@commerce/domain';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, type ComponentType } from 'react';
import { Link as RouterLink } from 'react-router';
import { useCurrentSession } from '../../../lib/session.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { ActivityCard } from '../components/ActivityCard.tsx';
import { CatalogueCard } from '../components/CatalogueCard.tsx';
import { loadCharts } from '../components/ChartBox.tsx';
import { DeliveryCard } from '../components/DeliveryCard.tsx';
import { IntegrationsCard } from '../components/IntegrationsCard.tsx';
import { OrdersCard } from '../components/OrdersCard.tsx';

const CARDS: Record<DashboardCardId, ComponentType> = {
  orders: OrdersCard,
  delivery: DeliveryCard,
  integrations: IntegrationsCard,
  catalogue: CatalogueCard,
  activity: ActivityCard,
};

/** Cards whose table needs the whole width at 1280 px. */
const WIDE = new Set<DashboardCardId>(['integrations']);

/** /dashboard: the cards the user's keys open; without any, a short welcome and the way to the profile. */
export function DashboardPage() {
  const session = useCurrentSession();
  const cards = dashboardCardsFor(session.Permissions);
  // The charts' code loads while the cards' figures are on their way (the route asked for them before this
  // page's code); each card shows its numbers first and its chart once the code is in.
  useEffect(() => {
    if (cards.length > 0) void loadCharts();
  }, [cards.length]);
  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 1440 }}>
      <PageHeader title={DASHBOARD_TEXTS.title} />
      {cards.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography variant="h6" component="h2">
            {DASHBOARD_TEXTS.welcome(session.User.FirstName)}
          </Typography>
          <Typography sx={{ my: 1 }}>{DASHBOARD_TEXTS.nothingYet}</Typography>
          <Link component={RouterLink} to="/profile">
            {DASHBOARD_TEXTS.openProfile}
          </Link>
        </Paper>
      ) : (
        <Grid container spacing={{ xs: 2, md: 3 }}>
          {cards.map((card) => {
            const Card = CARDS[card.id];
            return (
              <Grid key={card.id} size={{ xs: 12, lg: WIDE.has(card.id) ? 12 : 6 }}>
                <Card />
              </Grid>
            );
          })}
        </Grid>
      )}
    </Box>
  );
}
