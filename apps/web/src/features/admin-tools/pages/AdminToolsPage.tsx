import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import GroupOutlinedIcon from '@mui/icons-material/GroupOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useCan } from '../../../lib/permissions.tsx';

function ToolCard({ to, title, text, icon }: { to: string; title: string; text: string; icon: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
        <CardContent>
          <Stack direction="row" sx={{ gap: 2, alignItems: 'flex-start' }}>
            <Box sx={{ color: 'primary.main', display: 'flex' }}>{icon}</Box>
            <Box>
              <Typography variant="h6" component="h2">
                {title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {text}
              </Typography>
            </Box>
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** /admin: the Admin Tools cards; User Roles only with internal-admin (spec 1 §2). */
export function AdminToolsPage() {
  const canManageRoles = useCan('internal-admin');
  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 1100 }}>
      <Grid container spacing={{ xs: 2, md: 3 }}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <ToolCard
            to="/admin/users"
            title="Internal Users"
            text="The staff accounts of the console: their details, store, status and roles."
            icon={<GroupOutlinedIcon fontSize="large" />}
          />
        </Grid>
        {canManageRoles && (
          <Grid size={{ xs: 12, sm: 6 }}>
            <ToolCard
              to="/admin/roles"
              title="User Roles"
              text="The roles staff are given, and the features of the console each role opens."
              icon={<AdminPanelSettingsOutlinedIcon fontSize="large" />}
            />
          </Grid>
        )}
      </Grid>
    </Box>
  );
}
