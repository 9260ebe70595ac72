import {
  HOME_PAGE_TEXTS,
  homePageItemCaption,
  homePageListCanSave,
  PICKS_MAX,
  FEATURED_EVENTS_MAX,
  saveHomePageRoute,
  sameValue,
  type HomePageItem,
  type HomePageList,
} from '@commerce/domain';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { call, isStaleVersion } from '../../../lib/api.ts';
import { useToast } from '../../../lib/toast.ts';
import { homePageChoicesOptions, homePageOptions } from '../../../resources/marketing.ts';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { SearchField } from '../../../ui/SearchField.tsx';
import { SortableList } from '../../../ui/SortableList.tsx';
import { useDebouncedValue } from '../../../ui/useDebouncedValue.ts';

const productCode = (item: HomePageItem) => item.ProductCode;
const DIALOG_TEXT: Record<HomePageList, string> = {
  BachmansPicks: HOME_PAGE_TEXTS.picksDialog,
  FeaturedEvents: HOME_PAGE_TEXTS.eventsDialog,
};
const SEARCH_TEXT: Record<HomePageList, string> = {
  BachmansPicks: HOME_PAGE_TEXTS.searchProducts,
  FeaturedEvents: HOME_PAGE_TEXTS.searchEvents,
};
const MAX: Record<HomePageList, number> = { BachmansPicks: PICKS_MAX, FeaturedEvents: FEATURED_EVENTS_MAX };

/**
 * Edits one home page list: the chosen items in order (drag a handle, or use the keyboard, to reorder; ×
 * to remove) and a search of products or events to add from. 'Save Changes' is enabled only for a list
 * the rules allow (Picks: none or 4–8; events: up to 8) and never while saving.
 */
export function HomePageListDialog({
  list,
  title,
  saved,
  version,
  onClose,
}: {
  list: HomePageList;
  title: string;
  saved: HomePageItem[];
  version: number;
  onClose(): void;
}) {
  const client = useQueryClient();
  const toast = useToast();
  const [chosen, setChosen] = useState<HomePageItem[]>(saved);
  const [search, setSearch] = useState('');
  const [saving, setSaving] = useState(false);
  const term = useDebouncedValue(search.trim(), 250);
  const choices = useQuery({ ...homePageChoicesOptions(list, term), placeholderData: keepPreviousData });
  const codes = chosen.map(productCode);
  // Picks and drags fire no input event: the list itself tells whether leaving the page loses a change.
  const changed = !sameValue(codes, saved.map(productCode));
  const offered = (choices.data?.Items ?? []).filter((item) => !codes.includes(item.ProductCode));
  const full = chosen.length >= MAX[list];
  const fullId = useId();

  const save = async () => {
    setSaving(true);
    try {
      const page = await call(saveHomePageRoute, { body: { [list]: codes }, version });
      client.setQueryData(homePageOptions().queryKey, page);
      toast.success(HOME_PAGE_TEXTS.saved(title));
    } catch (error) {
      if (!isStaleVersion(error)) throw error;
      await client.refetchQueries({ queryKey: homePageOptions().queryKey });
      throw new Error(HOME_PAGE_TEXTS.stale);
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialog
      open
      onClose={onClose}
      title={`${HOME_PAGE_TEXTS.edit(title)}`}
      onSubmit={save}
      submitLabel={HOME_PAGE_TEXTS.save}
      submitDisabled={!homePageListCanSave(list, codes, saving)}
      unsaved={changed}
      maxWidth="md"
    >
      <Typography>{DIALOG_TEXT[list]}</Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Box>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }} role="status">
            {HOME_PAGE_TEXTS.count(chosen.length)}
          </Typography>
          {chosen.length === 0 ? (
            <Typography color="text.secondary" sx={{ fontStyle: 'italic' }}>
              {HOME_PAGE_TEXTS.noneAssigned}
            </Typography>
          ) : (
            <SortableList
              aria-label={`${title} in order`}
              items={chosen}
              getId={(item) => item.ProductCode}
              getLabel={(item) => item.Name}
              onReorder={(ids) => setChosen(ids.map((id) => chosen.find((item) => item.ProductCode === id)!))}
              disabled={saving}
              renderItem={(item) => (
                <Box sx={{ display: 'flex', alignItems: 'center', flex: 1, minWidth: 0 }}>
                  <ListItemText
                    primary={item.Name}
                    secondary={homePageItemCaption(item)}
                    sx={{ minWidth: 0 }}
                  />
                  <IconButton
                    size="small"
                    aria-label={HOME_PAGE_TEXTS.remove(item.Name)}
                    onClick={() =>
                      setChosen(chosen.filter((other) => other.ProductCode !== item.ProductCode))
                    }
                    disabled={saving}
                  >
                    <CloseIcon fontSize="small" />
                  </IconButton>
                </Box>
              )}
            />
          )}
        </Box>
        <Box>
          <SearchField value={search} onChange={setSearch} placeholder={SEARCH_TEXT[list]} />
          {full && (
            // Why every Add is greyed out.
            <Typography id={fullId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {HOME_PAGE_TEXTS.maximumReached(MAX[list])}
            </Typography>
          )}
          <Divider sx={{ my: 1 }} />
          <List dense disablePadding aria-label={SEARCH_TEXT[list]} sx={{ maxHeight: 360, overflow: 'auto' }}>
            {choices.isSuccess && offered.length === 0 && (
              <ListItem>
                <ListItemText secondary={HOME_PAGE_TEXTS.noMatches} />
              </ListItem>
            )}
            {offered.map((item) => (
              <ListItem
                key={item.ProductCode}
                disableGutters
                secondaryAction={
                  <Button
                    size="small"
                    startIcon={<AddIcon />}
                    aria-label={`${HOME_PAGE_TEXTS.add} ${item.Name}`}
                    aria-describedby={full ? fullId : undefined}
                    disabled={full || saving}
                    onClick={() => setChosen([...chosen, item])}
                  >
                    {HOME_PAGE_TEXTS.add}
                  </Button>
                }
              >
                <ListItemText primary={item.Name} secondary={homePageItemCaption(item)} sx={{ pr: 10 }} />
              </ListItem>
            ))}
          </List>
        </Box>
      </Box>
    </FormDialog>
  );
}
