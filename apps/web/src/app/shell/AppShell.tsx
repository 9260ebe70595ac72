import { SIDE_DRAWER_WIDTH } from '@commerce/domain';
import { Box, Drawer, useMediaQuery, useTheme } from '@mui/material';
import { Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { PasswordResetDialog } from '../../features/auth/PasswordResetDialog.tsx';
import { warmPages, type Page } from '../../lib/routes.ts';
import { useCurrentSession } from '../../lib/session.tsx';
import { PageLoading } from '../../ui/PageLoading.tsx';
import { RouteGuard } from '../RouteGuard.tsx';
import { SideMenu } from './SideMenu.tsx';
import { TopBar } from './TopBar.tsx';

/**
 * Top bar, side menu (permanent on wide screens, a temporary drawer on small ones) and the page. Once shown
 * (the first page's code is in and its request out), it loads the `warm` pages of `pages` while idle.
 */
export function AppShell({ pages = [] }: { pages?: readonly Page[] }) {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const session = useCurrentSession();
  const training = session.IsTraining;
  useEffect(() => warmPages(pages, session), [pages, session]);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }} data-training={training || undefined}>
      <TopBar onMenuClick={wide ? undefined : () => setDrawerOpen(true)} />
      <Drawer
        variant={wide ? 'permanent' : 'temporary'}
        open={wide || drawerOpen}
        onClose={() => setDrawerOpen(false)}
        ModalProps={{ keepMounted: true }}
        // The temporary drawer is a dialog, which needs a name (axe: aria-dialog-name).
        slotProps={{ paper: wide ? {} : { 'aria-label': 'Menu' } }}
        sx={{
          width: wide ? SIDE_DRAWER_WIDTH : undefined,
          flexShrink: 0,
          // The docked drawer's own box runs the page's whole height (the paper is fixed to the window): its
          // background keeps the menu's column white down to the end of a long page, also in full-page prints.
          ...(wide && { bgcolor: 'background.paper', borderRight: '1px solid #e4e1ea' }),
          '& .MuiDrawer-paper': {
            width: SIDE_DRAWER_WIDTH,
            boxSizing: 'border-box',
            borderRight: '1px solid #e4e1ea',
          },
        }}
      >
        <SideMenu onNavigate={() => setDrawerOpen(false)} />
      </Drawer>
      <Box
        component="main"
        sx={{
          flexGrow: 1,
          minWidth: 0,
          pt: { xs: 7, sm: 8 },
          // The training page style: a faint red wash, so nobody mistakes it for live work.
          ...(training && { bgcolor: '#fdf3f3' }),
        }}
      >
        {/* While a password reset is due the server answers only the profile routes (guard.ts): the page
            waits behind the dialog rather than show its data as failed, and loads once the password is set. */}
        {!session.PasswordResetRequired && (
          <RouteGuard>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </RouteGuard>
        )}
      </Box>
      {session.PasswordResetRequired && <PasswordResetDialog />}
    </Box>
  );
}
