import { Box, Grid, Stack } from '@mui/material';
import { ChangePasswordCard } from '../components/ChangePasswordCard.tsx';
import { MyProfileCard } from '../components/MyProfileCard.tsx';
import { MyStoreCard } from '../components/MyStoreCard.tsx';
import { RecentOrdersCard } from '../components/RecentOrdersCard.tsx';
import { StartPageCard } from '../components/StartPageCard.tsx';

export function ProfilePage() {
  return (
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
  );
}
