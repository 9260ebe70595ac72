import { canDeleteStore, STORE_TEXTS, type StoreDetail } from '@commerce/domain';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useParams } from 'react-router';
import { useCan } from '../../../lib/permissions.tsx';
import { storeResource } from '../../../resources/stores.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { PageLoading } from '../../../ui/PageLoading.tsx';
import { DeleteRecordButton } from '../../../ui/record/DeleteRecordButton.tsx';
import { HistoryPanel } from '../../../ui/record/HistoryPanel.tsx';
import { useRecord } from '../../../ui/record/useRecord.ts';
import { StoreContentSection } from '../components/StoreContentSection.tsx';
import { StoreHolidaysSection } from '../components/StoreHolidaysSection.tsx';
import { StoreHoursSection } from '../components/StoreHoursSection.tsx';
import { StoreInfoSection } from '../components/StoreInfoSection.tsx';
import {
  StoreAboutSection,
  StoreEagleCodesSection,
  StoreImageSection,
  StoreSeoSection,
  StoreServicesSection,
} from '../components/StoreSimpleSections.tsx';

/** /stores/{storeid}: every section of the store page; a store that cannot be loaded returns to /stores. */
export function StoreDetailPage() {
  const id = useParams().id ?? '';
  return <StoreLoader key={id} id={id} />;
}

function StoreLoader({ id }: { id: string }) {
  const store = useRecord(storeResource, id, { to: '/stores', failedText: STORE_TEXTS.noStore });
  if (!store) return <PageLoading />;
  return <StoreView store={store} />;
}

function StoreView({ store }: { store: StoreDetail }) {
  const canDelete = useCan('stores-delete') && canDeleteStore(store);
  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 1440 }}>
      <PageHeader
        title={store.CompanyName}
        subtitle={store.ID}
        backTo="/stores"
        backLabel={STORE_TEXTS.backToStores}
        actions={
          canDelete && (
            <DeleteRecordButton
              resource={storeResource}
              id={store.ID}
              version={store.Version}
              title={STORE_TEXTS.deleteTitle}
              message={`Delete ${store.CompanyName} (${store.ID})? This cannot be undone.`}
              confirm={{
                confirmLabel: 'Delete',
                cancelLabel: 'Cancel',
                acknowledge: STORE_TEXTS.deleteAcknowledge,
              }}
              doneText={STORE_TEXTS.deleted}
              leaveTo="/stores"
            />
          )
        }
      />
      <Grid container spacing={{ xs: 2, md: 3 }}>
        <Grid size={{ xs: 12, lg: 6 }}>
          <Stack spacing={{ xs: 2, md: 3 }}>
            <StoreInfoSection store={store} />
            <StoreImageSection store={store} />
            {store.xp.StoreType === 'Flagship' && <StoreEagleCodesSection store={store} />}
            <StoreSeoSection store={store} />
            <StoreServicesSection store={store} />
            <StoreAboutSection store={store} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <Stack spacing={{ xs: 2, md: 3 }}>
            <StoreHoursSection store={store} />
            <StoreHolidaysSection store={store} />
            <StoreContentSection store={store} />
            <HistoryPanel entity="store" id={store.ID} version={store.Version} />
          </Stack>
        </Grid>
      </Grid>
    </Box>
  );
}
