import {
  canAddSubcategory,
  CATEGORY_ERRORS,
  categoryOrderRoute,
  CATEGORY_TEXTS,
  GIFT_CARDS_CATEGORY_ID,
  isExpandable,
  thumbnailUrl,
  type CategoryTreeNode,
  type ListPage,
} from '@commerce/domain';
import AddIcon from '@mui/icons-material/Add';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { call, hasErrorCode } from '../../../lib/api.ts';
import { useCan } from '../../../lib/permissions.tsx';
import { useToast } from '../../../lib/toast.ts';
import { categoryChildrenOptions, categoryResource } from '../../../resources/categories.ts';
import { SortableList } from '../../../ui/SortableList.tsx';
import { categoryPath } from '../paths.ts';
import { CategoryCreateDialog } from './CategoryCreateDialog.tsx';
import { BreakableText } from '../../../ui/BreakableText.tsx';

export interface CategoryTreeProps {
  selectedId: string | null;
  tab: string | undefined;
  expanded: ReadonlySet<string>;
  onToggle(id: string): void;
}

/**
 * The category tree (spec 2 §2, §4): the roots, and a node's children only once it is expanded (100 a
 * page, 'Show more' for the rest), so 5,000 categories never load at once. Siblings are reordered by
 * their drag handles (mouse or keyboard), saved in one call; 'Add Category' and each node's 'Add
 * Sub-category' need categories-create.
 */
export function CategoryTree(props: CategoryTreeProps) {
  const canCreate = useCan('categories-create');
  const [creating, setCreating] = useState<{ parentId: string | null; parentName?: string } | null>(null);
  return (
    <Box>
      {canCreate && (
        <Button
          startIcon={<AddIcon />}
          size="small"
          onClick={() => setCreating({ parentId: null })}
          sx={{ m: 0.5 }}
        >
          {CATEGORY_TEXTS.addCategory}
        </Button>
      )}
      <TreeLevel
        {...props}
        parentId={null}
        depth={1}
        onAdd={(parentId, parentName) => setCreating({ parentId, parentName })}
      />
      {creating && (
        <CategoryCreateDialog
          parentId={creating.parentId}
          parentName={creating.parentName}
          onClose={() => setCreating(null)}
        />
      )}
    </Box>
  );
}

interface LevelProps extends CategoryTreeProps {
  parentId: string | null;
  depth: number;
  onAdd(parentId: string, parentName: string): void;
}

function TreeLevel(props: LevelProps) {
  const { parentId, depth } = props;
  const [pages, setPages] = useState(1);
  const client = useQueryClient();
  const toast = useToast();
  const canEdit = useCan('categories-edit');
  const [saving, setSaving] = useState(false);
  const results = useQueries({
    queries: Array.from({ length: pages }, (_, index) => categoryChildrenOptions(parentId, index + 1)),
  });
  const first = results[0];
  if (first?.isPending)
    return <Skeleton variant="rounded" height={32} sx={{ my: 0.5, ml: depth > 1 ? 3 : 0 }} />;
  if (first?.isError) return <Typography color="error">{first.error.message}</Typography>;
  const nodes = results.flatMap((result) => result.data?.Items ?? []);
  const totalPages = first?.data?.Meta.TotalPages ?? 1;
  if (depth === 1 && nodes.length === 0)
    return (
      <Typography color="text.secondary" sx={{ p: 1 }}>
        {CATEGORY_TEXTS.noCategories}
      </Typography>
    );

  const reorder = async (ids: string[]) => {
    const seen = nodes.map((node) => node.ID);
    const byId = new Map(nodes.map((node) => [node.ID, node]));
    const key = categoryChildrenOptions(parentId, 1).queryKey;
    // Shown in the new order at once; put back if the save fails.
    client.setQueryData<ListPage<CategoryTreeNode>>(key, (page) =>
      page ? { ...page, Items: ids.map((id, index) => ({ ...byId.get(id)!, ListOrder: index + 1 })) } : page,
    );
    setSaving(true);
    try {
      await call(categoryOrderRoute, { body: { ParentID: parentId, IDs: ids, Seen: seen } });
    } catch (error) {
      toast.error(
        hasErrorCode(error, CATEGORY_ERRORS.orderChanged)
          ? CATEGORY_TEXTS.orderChanged
          : CATEGORY_TEXTS.reorderFailed,
      );
    } finally {
      setSaving(false);
      await client.invalidateQueries({ queryKey: categoryResource.keys.lists() });
    }
  };

  return (
    <Box sx={{ pl: depth > 1 ? 1 : 0 }}>
      <SortableList
        aria-label={parentId ? `Sub-categories of ${parentId}` : 'Top-level categories'}
        items={nodes}
        getId={(node) => node.ID}
        getLabel={(node) => node.Name}
        // Reordering needs every sibling on screen: one call names them all.
        disabled={!canEdit || saving || totalPages > 1}
        handleAlign="flex-start"
        onReorder={(ids) => void reorder(ids)}
        renderItem={(node) => <TreeNode {...props} node={node} />}
      />
      {pages < totalPages && (
        <Button size="small" onClick={() => setPages(pages + 1)} sx={{ ml: 5 }}>
          {CATEGORY_TEXTS.loadMore}
        </Button>
      )}
    </Box>
  );
}

function TreeNode(props: LevelProps & { node: CategoryTreeNode }) {
  const { node, expanded, onToggle, selectedId, tab, depth, onAdd } = props;
  const canCreate = useCan('categories-create');
  const open = expanded.has(node.ID);
  const expandable = isExpandable(node.ID, node.ChildCount);
  const selected = node.ID === selectedId;
  return (
    <Box>
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          gap: 0.5,
          borderRadius: 1,
          pr: 0.5,
          bgcolor: selected ? 'action.selected' : undefined,
          '&:hover .tree-add, &:focus-within .tree-add': { opacity: 1 },
        }}
      >
        {expandable ? (
          <IconButton
            size="small"
            aria-expanded={open}
            aria-label={`${open ? 'Collapse' : 'Expand'} ${node.Name}`}
            onClick={() => onToggle(node.ID)}
          >
            {open ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
          </IconButton>
        ) : (
          <Box sx={{ width: 30, flexShrink: 0 }} />
        )}
        <Tooltip title={node.Active ? CATEGORY_TEXTS.active : CATEGORY_TEXTS.inactive}>
          {node.Active ? (
            <CheckCircleIcon
              fontSize="small"
              color="success"
              aria-label={CATEGORY_TEXTS.active}
              aria-hidden={false}
            />
          ) : (
            <RemoveCircleOutlineIcon
              fontSize="small"
              color="disabled"
              aria-label={CATEGORY_TEXTS.inactive}
              aria-hidden={false}
            />
          )}
        </Tooltip>
        {node.Thumbnail ? (
          <Box
            component="img"
            src={thumbnailUrl(node.Thumbnail)}
            alt=""
            loading="lazy"
            sx={{ width: 28, height: 28, objectFit: 'cover', borderRadius: 0.5, flexShrink: 0 }}
          />
        ) : (
          <Box sx={{ width: 28, height: 28, bgcolor: 'grey.200', borderRadius: 0.5, flexShrink: 0 }} />
        )}
        <Link
          component={RouterLink}
          to={categoryPath(node.ID, tab)}
          underline="hover"
          color="inherit"
          aria-current={selected ? 'page' : undefined}
          sx={{ flex: 1, minWidth: 0, py: 0.5 }}
        >
          <Typography variant="body2" sx={{ fontWeight: selected ? 600 : 400, overflowWrap: 'anywhere' }}>
            {node.Name}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="div">
            <BreakableText text={node.ID} />
          </Typography>
        </Link>
        {canCreate && canAddSubcategory(node.ID) && node.ID !== GIFT_CARDS_CATEGORY_ID && (
          <Tooltip title={CATEGORY_TEXTS.addSubcategory}>
            <IconButton
              className="tree-add"
              size="small"
              aria-label={`${CATEGORY_TEXTS.addSubcategory} to ${node.Name}`}
              onClick={() => onAdd(node.ID, node.Name)}
              sx={{ opacity: selected ? 1 : 0 }}
            >
              <AddIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </Stack>
      {expandable && open && <TreeLevel {...props} parentId={node.ID} depth={depth + 1} />}
    </Box>
  );
}
