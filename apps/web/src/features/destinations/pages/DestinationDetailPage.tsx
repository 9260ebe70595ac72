import { DESTINATION_TEXTS, destinationFormSchema, displayPhone } from '@commerce/domain';
import { useParams } from 'react-router';
import { useCan } from '../../../lib/permissions.tsx';
import { destinationResource } from '../../../resources/destinations.ts';
import { RecordFormPage } from '../../../ui/record/RecordFormPage.tsx';
import { RecordMessage } from '../../../ui/RecordMessage.tsx';
import { DestinationFields } from '../components/DestinationFields.tsx';
import { saveFailureText } from '../errors.ts';
import { destinationFormValues, toUpdateRequest } from '../form-values.ts';

const schema = destinationFormSchema('edit');

/** /destinations/{id}: the destination, edited in place by address-admin; Delete asks first; its History. */
export function DestinationDetailPage() {
  const canAdmin = useCan('address-admin');
  return (
    <RecordFormPage
      resource={destinationResource}
      id={useParams().id ?? ''}
      back={{ to: '/destinations', label: DESTINATION_TEXTS.backToDestinations }}
      failedText={DESTINATION_TEXTS.loadFailed}
      title={(destination) => destination.CompanyName}
      subtitle={(destination) => `${destination.ID} · ${displayPhone(destination.Phone)}`}
      form={{
        title: 'Destination Details',
        editLabel: 'Edit Destination',
        canEdit: canAdmin,
        schema,
        valuesOf: destinationFormValues,
        toChange: toUpdateRequest,
        savedText: DESTINATION_TEXTS.saved,
        failureText: saveFailureText,
        fields: (form, editing, destination) => (
          <DestinationFields form={form} mode="edit" editing={editing} destination={destination} />
        ),
      }}
      remove={{
        when: () => canAdmin,
        title: 'Please confirm',
        message: (destination) => (
          <RecordMessage name={destination.CompanyName} id={destination.ID} text="Are you sure?" />
        ),
        doneText: DESTINATION_TEXTS.deleted,
      }}
      history="destination"
    />
  );
}
