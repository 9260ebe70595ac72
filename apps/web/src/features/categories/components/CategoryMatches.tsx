import { categoryListSpec, type CategoryTreeNode } from '@commerce/domain';
import { categoryResource } from '../../../resources/categories.ts';
import { ActiveChip } from '../../../ui/ActiveChip.tsx';
import { ListPanel } from '../../../ui/ListPanel.tsx';
import { useListView } from '../../../ui/list/useListView.ts';
import { categoryPath } from '../paths.ts';

/**
 * The categories a filter of the list finds, whatever their level (`/categories?status=active&products=none`,
 * the dashboard's catalogue check); a row opens the category beside the tree.
 */
export function CategoryMatches() {
  const view = useListView(categoryListSpec, categoryResource);
  return (
    <ListPanel
      view={view}
      getRowId={(row: CategoryTreeNode) => row.ID}
      rowLink={(row) => categoryPath(row.ID)}
      render={{ Active: (row) => <ActiveChip active={row.Active} /> }}
    />
  );
}

/** Whether the URL asks for the list's filters (or search) rather than the tree alone. */
export const asksForMatches = (params: URLSearchParams): boolean =>
  [...Object.keys(categoryListSpec.filters ?? {}), 'search'].some((key) => params.has(key));
