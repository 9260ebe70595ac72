import { sectionLabel } from '@commerce/domain';
import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, Chip, IconButton, Toolbar, Typography } from '@mui/material';
import { useLocation } from 'react-router';
import { useCurrentSession } from '../../lib/session.tsx';
import { CommandPalette } from './CommandPalette.tsx';
import { UserMenu } from './UserMenu.tsx';

export function TopBar({ onMenuClick }: { onMenuClick?: () => void }) {
  const { pathname } = useLocation();
  const session = useCurrentSession();
  return (
    <AppBar
      position="fixed"
      sx={{
        zIndex: (theme) => theme.zIndex.drawer + 1,
        // Training users work on training data: a red rule under the bar says so on every page.
        ...(session.IsTraining && { borderBottom: '4px solid', borderColor: 'error.main' }),
      }}
    >
      <Toolbar sx={{ gap: 1 }}>
        {onMenuClick && (
          <IconButton color="inherit" edge="start" aria-label="Open menu" onClick={onMenuClick}>
            <MenuIcon />
          </IconButton>
        )}
        <Typography variant="h6" component="div" noWrap sx={{ flexGrow: 1, minWidth: 0 }}>
          {sectionLabel(pathname)}
        </Typography>
        {session.IsTraining && (
          <Chip
            label="Training"
            color="error"
            size="small"
            sx={{ fontWeight: 600, border: '1px solid #fff' }}
          />
        )}
        <CommandPalette />
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
}
