import { canDeleteStore, STORE_TEXTS, type StoreDetail } from '@commerce/domain';
import { useParams } from 'react-router';
import { useCan } from '../../../lib/permissions.tsx';
import { storeResource } from '../../../resources/stores.ts';
import { DeleteRecordButton } from '../../../ui/record/DeleteRecordButton.tsx';
import { RecordLoading, RecordPage } from '../../../ui/record/RecordPage.tsx';
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
  const { record, notice } = useRecord(storeResource, id, {
    leave: { to: '/stores', failedText: STORE_TEXTS.noStore },
  });
  if (!record) return <RecordLoading notice={notice} />;
  return <StoreView key={id} store={record} />;
}

function StoreView({ store }: { store: StoreDetail }) {
  const canDelete = useCan('stores-delete') && canDeleteStore(store);
  return (
    <RecordPage
      title={store.CompanyName}
      subtitle={store.ID}
      back={{ to: '/stores', label: STORE_TEXTS.backToStores }}
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
      mainColumns={6}
      main={
        <>
          <StoreInfoSection store={store} />
          <StoreImageSection store={store} />
          {store.xp.StoreType === 'Flagship' && <StoreEagleCodesSection store={store} />}
          <StoreSeoSection store={store} />
          <StoreServicesSection store={store} />
          <StoreAboutSection store={store} />
        </>
      }
      side={
        <>
          <StoreHoursSection store={store} />
          <StoreHolidaysSection store={store} />
          <StoreContentSection store={store} />
        </>
      }
      history={{ entity: 'store', id: store.ID, version: store.Version }}
    />
  );
}
