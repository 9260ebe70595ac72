import { DASHBOARD_TEXTS, formatDateTime } from '@commerce/domain';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { dashboardActivityOptions } from '../../../resources/dashboard.ts';
import { CardFrame } from './CardFrame.tsx';

/** Recent activity: the last changes the user may read, who made each and when. */
export function ActivityCard() {
  const query = useQuery(dashboardActivityOptions());
  return (
    <CardFrame id="activity" query={query}>
      {(card) =>
        card.Items.length === 0 ? (
          <Typography color="text.secondary">{DASHBOARD_TEXTS.noActivity}</Typography>
        ) : (
          <List dense disablePadding aria-label="Recent activity">
            {card.Items.map((item) => (
              <ListItem key={item.ID} disableGutters>
                <ListItemText
                  primary={`${item.EntityLabel} ${item.EntityID}: ${item.ActionLabel}`}
                  secondary={`${formatDateTime(item.At)} ${DASHBOARD_TEXTS.by(item.ActorName ?? DASHBOARD_TEXTS.system_actor)}`}
                />
              </ListItem>
            ))}
          </List>
        )
      }
    </CardFrame>
  );
}
