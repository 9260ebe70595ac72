import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, Chip, IconButton, Toolbar, Typography } from '@mui/material';
import { useCurrentSession } from '../../lib/session.tsx';
import { useOpenPage } from '../useOpenPage.ts';
import { CommandPalette } from './CommandPalette.tsx';
import { UserMenu } from './UserMenu.tsx';

export function TopBar({ onMenuClick }: { onMenuClick?: () => void }) {
  const session = useCurrentSession();
  // A page this session may not open never shows its label: the guard is sending the user away.
  const { page, allowed } = useOpenPage();
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
          {allowed ? page?.section : undefined}
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
