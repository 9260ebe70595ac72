import { CATEGORY_TEXTS } from '@commerce/domain';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useCan } from '../../../lib/permissions.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { RefreshCategoryCache } from '../../../ui/RefreshCategoryCache.tsx';
import { CategoryDetailPanel } from '../components/CategoryDetailPanel.tsx';
import { CategoryTree } from '../components/CategoryTree.tsx';
import { readCategoryUrl } from '../paths.ts';

/** /categories[/{id}[/{tab}]]: the tree on the left, the chosen category on the right (spec 2 §2). */
export function CategoriesPage() {
  const { id, tab } = readCategoryUrl(useParams()['*']);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const expand = (ids: readonly string[]) =>
    setExpanded((current) =>
      ids.every((item) => current.has(item)) ? current : new Set([...current, ...ids]),
    );
  const toggle = (nodeId: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(nodeId)) next.delete(nodeId);
      else next.add(nodeId);
      return next;
    });

  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <PageHeader
        title="Categories"
        actions={<RefreshCategoryCache catalog="Bachmans" canRefresh={useCan('categories-edit')} />}
      />
      <Grid container spacing={{ xs: 2, md: 3 }}>
        <Grid size={{ xs: 12, md: 4, xl: 3 }}>
          <Paper variant="outlined" sx={{ p: 1 }} component="nav" aria-label={CATEGORY_TEXTS.treeLabel}>
            <CategoryTree selectedId={id} tab={tab} expanded={expanded} onToggle={toggle} />
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 8, xl: 9 }}>
          {id ? (
            <CategoryDetailPanel key={id} id={id} tab={tab} onShowInTree={expand} />
          ) : (
            <Paper variant="outlined" sx={{ p: 4 }}>
              <Typography color="text.secondary">{CATEGORY_TEXTS.selectCategory}</Typography>
            </Paper>
          )}
        </Grid>
      </Grid>
    </Box>
  );
}
