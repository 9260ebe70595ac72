import { CATEGORY_TEXTS } from '@commerce/domain';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useCan } from '../../../lib/permissions.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { UnsavedChangesScope } from '../../../ui/record/UnsavedChangesScope.tsx';
import { RefreshCategoryCache } from '../../../ui/RefreshCategoryCache.tsx';
import { CategoryDetailPanel } from '../components/CategoryDetailPanel.tsx';
import { asksForMatches, CategoryMatches } from '../components/CategoryMatches.tsx';
import { CategoryTree } from '../components/CategoryTree.tsx';
import { readCategoryUrl } from '../paths.ts';

/**
 * /categories[/{id}[/{tab}]]: the tree on the left, the chosen category on the right (spec 2 §2); with the
 * list's filters in the URL and no category chosen, the categories they find on the right. The Add
 * Category dialogs, the tree's and the chosen category's, report unsaved input to the page.
 */
export function CategoriesPage() {
  const { id, tab } = readCategoryUrl(useParams()['*']);
  const [params] = useSearchParams();
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
    <UnsavedChangesScope>
      <Box sx={{ p: { xs: 2, md: 3 } }}>
        <PageHeader
          title="Categories"
          actions={<RefreshCategoryCache catalog="Bachmans" canRefresh={useCan('categories-edit')} />}
        />
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={{ xs: 2, md: 3 }}
          sx={{ alignItems: 'flex-start' }}
        >
          <Box sx={{ width: { xs: '100%', md: 380 }, flexShrink: 0 }}>
            <Paper variant="outlined" sx={{ p: 1 }} component="nav" aria-label={CATEGORY_TEXTS.treeLabel}>
              <CategoryTree selectedId={id} tab={tab} expanded={expanded} onToggle={toggle} />
            </Paper>
          </Box>
          <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>
            {id ? (
              <CategoryDetailPanel key={id} id={id} tab={tab} onShowInTree={expand} />
            ) : asksForMatches(params) ? (
              <CategoryMatches />
            ) : (
              <Paper variant="outlined" sx={{ p: 4 }}>
                <Typography color="text.secondary">{CATEGORY_TEXTS.selectCategory}</Typography>
              </Paper>
            )}
          </Box>
        </Stack>
      </Box>
    </UnsavedChangesScope>
  );
}
