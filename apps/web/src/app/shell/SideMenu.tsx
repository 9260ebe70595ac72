import { Box, List, ListItem, ListItemButton, ListItemText, Toolbar, Typography } from '@mui/material';
import { NavLink } from 'react-router';
import { useCurrentSession } from '../../lib/session.tsx';
import { menuEntries } from '../menu.ts';

/** The side menu: each entry shown only with its permission (spec 1 §2). */
export function SideMenu({ onNavigate }: { onNavigate: () => void }) {
  const session = useCurrentSession();
  const entries = menuEntries(session);
  return (
    <Box component="nav" aria-label="Main menu">
      <Toolbar sx={{ px: 2 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 700, color: 'primary.main', lineHeight: 1.2 }}>
          Commerce Admin
        </Typography>
      </Toolbar>
      <List dense sx={{ pt: 0 }}>
        {entries.map((entry) => (
          // Each link in its own <li>: a list holds list items only (axe: list).
          <ListItem key={entry.path} disablePadding>
            <ListItemButton
              component={NavLink}
              to={entry.path}
              onClick={onNavigate}
              sx={{
                mx: 1,
                borderRadius: 1,
                '&.active': { bgcolor: 'primary.main', color: 'primary.contrastText' },
                '&.active:hover': { bgcolor: 'primary.dark' },
              }}
            >
              <ListItemText primary={entry.label} slotProps={{ primary: { noWrap: true } }} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
