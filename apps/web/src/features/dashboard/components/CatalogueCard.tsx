import { catalogueCheckLink, DASHBOARD_TEXTS } from '@commerce/domain';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { dashboardCatalogueOptions } from '../../../resources/dashboard.ts';
import { CardFrame } from './CardFrame.tsx';
import { FigureLink } from './FigureLink.tsx';

/** Catalogue quality: what needs fixing before it sells, each count a link to its filtered list. */
export function CatalogueCard() {
  const query = useQuery(dashboardCatalogueOptions());
  return (
    <CardFrame id="catalogue" query={query}>
      {(card) => (
        <List dense disablePadding aria-label={DASHBOARD_TEXTS.catalogueChecks}>
          {card.Checks.map((line) => (
            <ListItem key={line.Check} disableGutters sx={{ justifyContent: 'space-between', gap: 2 }}>
              <Typography>{DASHBOARD_TEXTS[line.Check]}</Typography>
              <Typography variant="h6" component="span">
                <FigureLink
                  to={catalogueCheckLink(line.Check)}
                  label={`${DASHBOARD_TEXTS[line.Check]}: ${line.Count}`}
                >
                  {line.Count}
                </FigureLink>
              </Typography>
            </ListItem>
          ))}
        </List>
      )}
    </CardFrame>
  );
}
