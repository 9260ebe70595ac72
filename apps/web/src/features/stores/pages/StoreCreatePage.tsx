import {
  CREATE_FORM_STORE_TYPE,
  NEW_STORE_DEFAULTS,
  STORE_ERRORS,
  STORE_TEXTS,
  storeCreateSchema,
  type StoreCreate,
  type StoreDetail,
} from '@commerce/domain';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useWatch, type Control, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { storeResource } from '../../../resources/stores.ts';
import { CreateFormPage } from '../../../ui/record/CreateFormPage.tsx';
import { StoreAddressFields, type StoreAddressValues } from '../components/StoreAddressFields.tsx';
import { StoreEagleCodeFields } from '../components/StoreEagleCodeFields.tsx';

type Values = z.input<typeof storeCreateSchema> & {
  Street2: string | null;
  StoreID_1digit: string;
  StoreID_2digit: string;
};
type Output = z.output<typeof storeCreateSchema>;

const DEFAULTS: Values = {
  CompanyName: '',
  Street1: '',
  Street2: '',
  City: NEW_STORE_DEFAULTS.City,
  State: NEW_STORE_DEFAULTS.State,
  Zip: '',
  Phone: '',
  StoreType: CREATE_FORM_STORE_TYPE,
  WillCall: false,
  StoreID_1digit: '',
  StoreID_2digit: '',
};

function CreateFields({ form }: { form: UseFormReturn<Values, unknown, Output> }) {
  const [type, willCall] = useWatch({ control: form.control, name: ['StoreType', 'WillCall'] });
  const kiosk = type === 'Kiosk';
  return (
    <Stack spacing={2}>
      <StoreAddressFields
        control={form.control as unknown as Control<StoreAddressValues, unknown, unknown>}
        kiosk={kiosk}
        onTypeChange={(next) => {
          if (next !== 'Kiosk') return;
          // Kiosks have no will-call counter: will-call and the Eagle codes are cleared.
          form.setValue('WillCall', false);
          form.setValue('StoreID_1digit', '', { shouldValidate: true });
          form.setValue('StoreID_2digit', '', { shouldValidate: true });
        }}
      />
      {!kiosk && (
        <>
          <Divider />
          <Typography variant="subtitle2" component="h3">
            Eagle Codes
          </Typography>
          <StoreEagleCodeFields control={form.control} required={willCall} />
        </>
      )}
    </Stack>
  );
}

/** /stores/create: a new store, Inactive, geocoded on save (an address that cannot be placed is refused). */
export function StoreCreatePage() {
  return (
    <CreateFormPage<StoreDetail, Values, Output, StoreCreate>
      resource={storeResource}
      title={STORE_TEXTS.newStore}
      back={{ to: '/stores', label: STORE_TEXTS.backToStores }}
      sectionTitle="Store Info"
      schema={storeCreateSchema as unknown as z.ZodType<Output, Values>}
      defaultValues={DEFAULTS}
      toRequest={(values) => values}
      savedText={STORE_TEXTS.created}
      recordPath={(store) => `/stores/${encodeURIComponent(store.ID)}`}
      fieldErrors={[
        { error: STORE_ERRORS.duplicateStore, field: 'CompanyName', message: STORE_TEXTS.duplicateStore },
      ]}
      fields={(form) => <CreateFields form={form} />}
    />
  );
}
