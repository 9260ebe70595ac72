import { DCF_FILTER_DEBOUNCE_MS, DCF_TEXTS, dcfPath, offersManualAdd, type DcfType } from '@commerce/domain';
import AddIcon from '@mui/icons-material/Add';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { dcfFacetsOptions } from '../../../resources/dcf.ts';
import { useDebouncedValue } from '../../../ui/useDebouncedValue.ts';
import { DcfDetailView } from './DcfDetailView.tsx';

/**
 * A Departments / Classes / Finelines tab (spec 2 §2): the values products carry, most products first, with
 * their counts and a filter (up to 20 hits; 'Manually Add ...' when none matches exactly); the first value
 * is opened when none is chosen.
 */
export function FacetTab({ type, value }: { type: DcfType; value: string | undefined }) {
  const [filter, setFilter] = useState('');
  const term = useDebouncedValue(filter.trim(), DCF_FILTER_DEBOUNCE_MS);
  const facets = useQuery(dcfFacetsOptions(type, term));
  const navigate = useNavigate();
  const items = facets.data ?? [];
  const firstValue = term === '' ? items[0]?.Value : undefined;

  useEffect(() => {
    if (value === undefined && firstValue !== undefined)
      void navigate(dcfPath(type, firstValue), { replace: true });
  }, [value, firstValue, type, navigate]);

  const manual = offersManualAdd(
    filter,
    items.map((facet) => facet.Value),
  )
    ? filter.trim()
    : null;

  return (
    <Grid container spacing={{ xs: 2, md: 3 }}>
      <Grid size={{ xs: 12, md: 4, xl: 3 }}>
        <Paper variant="outlined" sx={{ p: 1 }}>
          <TextField
            size="small"
            fullWidth
            placeholder={DCF_TEXTS.filterPlaceholder}
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            slotProps={{ htmlInput: { 'aria-label': `Filter ${type}` } }}
          />
          {facets.isPending ? (
            <Skeleton variant="rounded" height={200} sx={{ mt: 1 }} />
          ) : (
            <List dense aria-label={`${type} values`} sx={{ maxHeight: { md: '65vh' }, overflow: 'auto' }}>
              {items.map((facet) => (
                <ListItem key={facet.Value} disablePadding>
                  <ListItemButton
                    component={RouterLink}
                    to={dcfPath(type, facet.Value)}
                    selected={facet.Value === value}
                    aria-current={facet.Value === value ? 'page' : undefined}
                  >
                    <ListItemText primary={facet.Value} />
                    <Chip
                      size="small"
                      label={String(facet.Count)}
                      aria-label={DCF_TEXTS.products(facet.Count)}
                    />
                  </ListItemButton>
                </ListItem>
              ))}
              {manual && (
                <ListItem disablePadding>
                  <ListItemButton component={RouterLink} to={dcfPath(type, manual)}>
                    <AddIcon fontSize="small" sx={{ mr: 1 }} />
                    <ListItemText primary={DCF_TEXTS.manuallyAdd(manual)} />
                  </ListItemButton>
                </ListItem>
              )}
              {items.length === 0 && !manual && (
                <ListItem>
                  <Typography color="text.secondary">{DCF_TEXTS.noCategories}</Typography>
                </ListItem>
              )}
            </List>
          )}
        </Paper>
      </Grid>
      <Grid size={{ xs: 12, md: 8, xl: 9 }}>
        {value !== undefined && <DcfDetailView key={value} type={type} value={value} />}
      </Grid>
    </Grid>
  );
}
