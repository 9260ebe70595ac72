import { globalSearchRoute, SEARCH_KINDS } from '@commerce/domain';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import InputAdornment from '@mui/material/InputAdornment';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { routeQuery } from '../../lib/route-query.ts';
import { useCurrentSession } from '../../lib/session.tsx';
import { useDebouncedValue } from '../../ui/useDebouncedValue.ts';
import { paletteScreens } from '../menu.ts';

/** The palette's wait after the last keystroke before asking the server, and its shortest search. */
const SEARCH_DELAY_MS = 200;
const MIN_SEARCH = 2;

interface Choice {
  key: string;
  group: string;
  title: string;
  subtitle?: string;
  path: string;
}

const isMac = () => /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * The command palette: Ctrl/⌘+K (or the top bar's Search button) opens it; typing filters the screens the
 * user may open and, from two characters, finds customers, internal users and roles by ID or name (each
 * kind only for holders of its reader key, as the server decides). Arrow keys move, Enter opens, Esc closes.
 */
export function CommandPalette() {
  const session = useCurrentSession();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();
  const term = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const found = useQuery({
    ...routeQuery(globalSearchRoute, { query: { q: term } }),
    enabled: open && term.length >= MIN_SEARCH,
    staleTime: 10_000,
  });

  const lowered = text.trim().toLowerCase();
  const screens: Choice[] = paletteScreens(session)
    .filter((screen) => screen.label.toLowerCase().includes(lowered))
    .map((screen) => ({
      key: `screen:${screen.path}`,
      group: 'Screens',
      title: screen.label,
      path: screen.path,
    }));
  const records: Choice[] =
    term.length >= MIN_SEARCH
      ? (found.data?.Items ?? []).map((item) => ({
          key: `${item.Kind}:${item.ID}`,
          group: SEARCH_KINDS[item.Kind].label,
          title: item.Title,
          subtitle: item.Subtitle,
          path: item.Path,
        }))
      : [];
  const choices = [...screens, ...records];
  const selected = Math.min(active, Math.max(choices.length - 1, 0));
  const groups = [...new Set(choices.map((choice) => choice.group))].map((group) => ({
    group,
    entries: choices.flatMap((choice, index) => (choice.group === group ? [{ choice, index }] : [])),
  }));

  const close = () => {
    setOpen(false);
    setText('');
    setActive(0);
  };
  const go = (choice: Choice | undefined) => {
    if (!choice) return;
    close();
    void navigate(choice.path);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') setActive((selected + 1) % Math.max(choices.length, 1));
    else if (event.key === 'ArrowUp')
      setActive((selected - 1 + choices.length) % Math.max(choices.length, 1));
    else if (event.key === 'Enter') go(choices[selected]);
    else return;
    event.preventDefault();
  };

  return (
    <>
      <Button
        color="inherit"
        startIcon={<SearchIcon />}
        onClick={() => setOpen(true)}
        // The visible text is hidden on a phone; the name stays.
        aria-label="Search the console"
        aria-keyshortcuts="Control+K Meta+K"
        sx={{ textTransform: 'none', opacity: 0.9 }}
      >
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          Search… {isMac() ? '⌘K' : 'Ctrl+K'}
        </Box>
      </Button>
      <Dialog
        open={open}
        onClose={close}
        fullWidth
        maxWidth="sm"
        slotProps={{ paper: { 'aria-label': 'Search the console', sx: { alignSelf: 'flex-start', mt: 10 } } }}
      >
        <Box sx={{ p: 2, pb: 1 }}>
          {/* The input alone, not a TextField: the palette needs no label, and TextField always brings
              Select, Menu and Popover along, which would sit in every signed-in screen's first load. */}
          <OutlinedInput
            autoFocus
            fullWidth
            size="small"
            placeholder="Go to a screen, or find a customer, user or role…"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
            startAdornment={
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            }
            slotProps={{
              input: {
                'aria-label': 'Search the console',
                role: 'combobox',
                'aria-expanded': true,
                'aria-controls': listId,
                'aria-activedescendant': choices[selected] ? `${listId}-${selected}` : undefined,
              },
            }}
          />
        </Box>
        <Box
          id={listId}
          role="listbox"
          aria-label="Results"
          sx={{ maxHeight: 420, overflowY: 'auto', pb: 1 }}
        >
          {groups.map(({ group, entries }) => (
            <Box key={group} role="group" aria-labelledby={`${listId}-${group}`}>
              <ListSubheader id={`${listId}-${group}`} component="div" disableSticky sx={{ lineHeight: 2.5 }}>
                {group}
              </ListSubheader>
              {entries.map(({ choice, index }) => (
                <ListItemButton
                  key={choice.key}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={index === selected}
                  selected={index === selected}
                  dense
                  onMouseEnter={() => setActive(index)}
                  onClick={() => go(choice)}
                >
                  <ListItemText primary={choice.title} secondary={choice.subtitle} />
                </ListItemButton>
              ))}
            </Box>
          ))}
          {choices.length === 0 && (
            <Typography color="text.secondary" sx={{ px: 2, py: 1.5 }}>
              {term.length >= MIN_SEARCH && found.isFetching ? 'Searching…' : 'Nothing found.'}
            </Typography>
          )}
        </Box>
      </Dialog>
    </>
  );
}
