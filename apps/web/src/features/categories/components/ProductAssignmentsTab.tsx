import {
  assignmentChanges,
  CATEGORY_PRODUCTS_TEXTS,
  INFINITE_SCROLL_THRESHOLD,
  PRODUCT_SEARCH_DEBOUNCE_MS,
  saveCategoryProductsRoute,
  type CategoryDetail,
  type ProductLookupItem,
} from '@commerce/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type UIEvent } from 'react';
import { call } from '../../../lib/api.ts';
import { useCan } from '../../../lib/permissions.tsx';
import { useToast } from '../../../lib/toast.ts';
import {
  categoryProductsOptions,
  productLookupOptions,
  productResource,
} from '../../../resources/products.ts';
import { SectionCard } from '../../../ui/SectionCard.tsx';
import { errorMessage } from '../../../ui/errorMessage.ts';
import { useDebouncedValue } from '../../../ui/useDebouncedValue.ts';
import { EditButton } from '../../../ui/EditButton.tsx';

const label = (product: ProductLookupItem) => `${product.Name} (${product.xp.ProductCode})`;

/**
 * The category's Products tab (spec 2 §4): the products assigned (default SKUs). Edit opens a product
 * search (25 hits a page, the next page at 95 % of the scroll); Save, enabled only when the selection
 * differs, adds and removes by product code (categories-edit or product-categories, C-7).
 */
export function ProductAssignmentsTab({ detail }: { detail: CategoryDetail }) {
  const canEdit = useCan('categories-edit', 'product-categories');
  const assigned = useQuery(categoryProductsOptions(detail.ID));
  const [editing, setEditing] = useState(false);
  const [selected, setSelected] = useState<ProductLookupItem[]>([]);
  const [saving, setSaving] = useState(false);
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), PRODUCT_SEARCH_DEBOUNCE_MS);
  const hits = useInfiniteQuery({ ...productLookupOptions(debounced), enabled: editing });
  const client = useQueryClient();
  const toast = useToast();
  const saved = assigned.data ?? [];
  const codes = (items: readonly ProductLookupItem[]) => items.map((item) => item.xp.ProductCode);
  const changes = assignmentChanges(codes(saved), codes(selected));
  const changed = changes.add.length > 0 || changes.remove.length > 0;
  const isSelected = (item: ProductLookupItem) =>
    selected.some((one) => one.xp.ProductCode === item.xp.ProductCode);
  const toggle = (item: ProductLookupItem) =>
    setSelected(
      isSelected(item)
        ? selected.filter((one) => one.xp.ProductCode !== item.xp.ProductCode)
        : [...selected, item],
    );

  const onScroll = (event: UIEvent<HTMLElement>) => {
    const box = event.currentTarget;
    if (
      box.scrollTop + box.clientHeight >= box.scrollHeight * INFINITE_SCROLL_THRESHOLD &&
      hits.hasNextPage &&
      !hits.isFetchingNextPage
    )
      void hits.fetchNextPage();
  };

  const save = async () => {
    setSaving(true);
    try {
      const result = await call(saveCategoryProductsRoute, {
        params: { id: detail.ID },
        body: { Add: changes.add, Remove: changes.remove },
      });
      client.setQueryData(categoryProductsOptions(detail.ID).queryKey, result);
      void client.invalidateQueries({ queryKey: productResource.keys.all });
      toast.success(CATEGORY_PRODUCTS_TEXTS.saved);
      setEditing(false);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <SectionCard
      title={CATEGORY_PRODUCTS_TEXTS.title}
      action={
        canEdit &&
        (editing ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            {saving && <CircularProgress size={20} aria-label="Saving" />}
            <Button onClick={() => setEditing(false)} disabled={saving}>
              Cancel
            </Button>
            <Button variant="contained" onClick={() => void save()} disabled={!changed || saving}>
              Save
            </Button>
          </Stack>
        ) : (
          // The edit starts from the assigned products: before they are loaded it would start from none,
          // and Save would unassign every one.
          <EditButton
            disabled={!assigned.isSuccess}
            onClick={() => {
              setSelected(saved);
              setSearch('');
              setEditing(true);
            }}
          />
        ))
      }
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: editing ? 6 : 12 }}>
          {editing && (
            <Typography variant="subtitle2" component="h3">
              Assigned ({selected.length})
            </Typography>
          )}
          {(editing ? selected : saved).length === 0 ? (
            <Typography color="text.secondary">
              {assigned.isPending ? 'Loading…' : CATEGORY_PRODUCTS_TEXTS.none}
            </Typography>
          ) : (
            <List dense aria-label="Assigned products" sx={{ maxHeight: 480, overflow: 'auto' }}>
              {(editing ? selected : saved).map((item) => (
                <ListItem
                  key={item.xp.ProductCode}
                  sx={editing ? { pr: 11 } : undefined}
                  secondaryAction={
                    editing && (
                      <Button
                        size="small"
                        onClick={() => toggle(item)}
                        aria-label={`Unassign ${label(item)}`}
                      >
                        Remove
                      </Button>
                    )
                  }
                >
                  <ListItemText primary={item.Name} secondary={`${item.xp.ProductCode} · SKU ${item.ID}`} />
                </ListItem>
              ))}
            </List>
          )}
        </Grid>
        {editing && (
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField
              fullWidth
              size="small"
              label={CATEGORY_PRODUCTS_TEXTS.searchLabel}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
            <Box
              onScroll={onScroll}
              sx={{ maxHeight: 420, overflow: 'auto', mt: 1 }}
              data-testid="product-search-hits"
            >
              <List dense aria-label="Product search results">
                {(hits.data?.pages ?? []).flatMap((page) =>
                  page.Items.map((item) => (
                    <ListItem key={item.xp.ProductCode} disablePadding>
                      <FormControlLabel
                        sx={{ mx: 0, width: '100%' }}
                        control={
                          <Checkbox
                            checked={isSelected(item)}
                            onChange={() => toggle(item)}
                            slotProps={{ input: { 'aria-label': label(item) } }}
                          />
                        }
                        label={<ListItemText primary={item.Name} secondary={item.xp.ProductCode} />}
                      />
                    </ListItem>
                  )),
                )}
              </List>
              {hits.isFetching && <CircularProgress size={20} aria-label="Loading products" />}
            </Box>
          </Grid>
        )}
      </Grid>
    </SectionCard>
  );
}
