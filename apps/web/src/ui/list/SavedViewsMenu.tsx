import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useToast } from '../../lib/toast.ts';
import { useDeleteView, useSaveView, useSavedViews } from '../../resources/saved-views.ts';
import { FormDialog } from '../FormDialog.tsx';

/** The list's state worth keeping in a view: everything in the URL but the page. */
export function viewQuery(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('page');
  params.sort();
  return params.toString();
}

/**
 * 'Views' in a list's toolbar: the user's saved views of this list (a named search, filter, sort and
 * column set), each opened with a click, and 'Save current view…'.
 */
export function SavedViewsMenu({ listId }: { listId: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const views = useSavedViews(listId);
  const save = useSaveView(listId);
  const remove = useDeleteView(listId);
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const current = viewQuery(location.search);
  const active = views.data?.find((view) => viewQuery(view.Query) === current);

  const open = (query: string) => {
    setAnchor(null);
    void navigate({ search: query ? `?${query}` : '' });
  };

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<BookmarkBorderIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {active ? active.Name : 'Views'}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {(views.data ?? []).map((view) => (
          <MenuItem key={view.ID} selected={view === active} onClick={() => open(view.Query)}>
            <ListItemText primary={view.Name} />
            <IconButton
              size="small"
              edge="end"
              aria-label={`Delete view ${view.Name}`}
              onClick={(event) => {
                event.stopPropagation();
                remove.mutate(view.ID, { onError: () => toast.error('The view could not be deleted.') });
              }}
              sx={{ ml: 2 }}
            >
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </MenuItem>
        ))}
        {(views.data?.length ?? 0) > 0 && <Divider component="li" />}
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setName('');
            setNaming(true);
          }}
        >
          Save current view…
        </MenuItem>
      </Menu>
      <FormDialog
        open={naming}
        title="Save view"
        onClose={() => setNaming(false)}
        submitDisabled={name.trim() === ''}
        onSubmit={async () => {
          await save.mutateAsync({ Name: name.trim(), Query: current });
          toast.success(`The view '${name.trim()}' has been saved.`);
          setNaming(false);
        }}
        maxWidth="xs"
      >
        <TextField
          label="Name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          autoFocus
          fullWidth
          slotProps={{ htmlInput: { maxLength: 60 } }}
          helperText="The search, filters, sort and columns as they are now."
        />
      </FormDialog>
    </>
  );
}
