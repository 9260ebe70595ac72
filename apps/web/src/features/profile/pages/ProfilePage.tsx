import { Box, Grid, Stack } from '@mui/material';
import { ChangePasswordCard } from '../components/ChangePasswordCard.tsx';
import { MyProfileCard } from '../components/MyProfileCard.tsx';
import { MyStoreCard } from '../components/MyStoreCard.tsx';
import { RecentOrdersCard } from '../components/RecentOrdersCard.tsx';
import { StartPageCard } from '../components/StartPageCard.tsx';
import { UnsavedChangesScope } from '../../../ui/record/UnsavedChangesScope.tsx';

/** My Profile: its cards report unsaved input, so leaving the page with some asks first. */
export function ProfilePage() {
  return (
    <UnsavedChangesScope>
      <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 1280 }}>
        <Grid container spacing={{ xs: 2, md: 3 }}>
          <Grid size={{ xs: 12, lg: 7 }}>
            <Stack spacing={{ xs: 2, md: 3 }}>
              <MyProfileCard />
              <ChangePasswordCard />
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, lg: 5 }}>
            <Stack spacing={{ xs: 2, md: 3 }}>
              <MyStoreCard />
              <StartPageCard />
              <RecentOrdersCard />
            </Stack>
          </Grid>
        </Grid>
      </Box>
    </UnsavedChangesScope>
  );
}
