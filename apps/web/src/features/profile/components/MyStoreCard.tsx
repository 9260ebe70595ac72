import { addressLine, displayPhone } from '@commerce/domain';
import { Grid, Paper, Skeleton, Typography } from '@mui/material';
import { ReadOnlyField } from '../../../ui/ReadOnlyField.tsx';
import { useMyStore } from '../api.ts';

export function MyStoreCard() {
  const { data, isPending, isError } = useMyStore();
  const store = data?.Store;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        My Store
      </Typography>
      {isPending ? (
        <Skeleton variant="rounded" height={64} />
      ) : isError ? (
        <Typography color="error">Your store could not be loaded.</Typography>
      ) : !store ? (
        <Typography color="text.secondary">None Provided</Typography>
      ) : (
        <Grid container spacing={2}>
          <Grid size={12}>
            <ReadOnlyField label="Store" value={store.CompanyName} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <ReadOnlyField label="Address" value={addressLine(store)} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <ReadOnlyField label="Phone" value={displayPhone(store.Phone)} />
          </Grid>
        </Grid>
      )}
    </Paper>
  );
}
