import { DESTINATION_ERRORS, DESTINATION_TEXTS, destinationFormSchema } from '@commerce/domain';
import { hasErrorCode } from '../../../lib/api.ts';
import { destinationResource } from '../../../resources/destinations.ts';
import { CreateFormPage } from '../../../ui/record/CreateFormPage.tsx';
import { DestinationFields } from '../components/DestinationFields.tsx';
import { saveFailureText } from '../errors.ts';
import { EMPTY_DESTINATION_FORM, toCreateRequest } from '../form-values.ts';

/** /destinations/create: a new destination, active, its ID derived from type, name, street and phone. */
export function DestinationCreatePage() {
  return (
    <CreateFormPage
      resource={destinationResource}
      title={DESTINATION_TEXTS.newTitle}
      back={{ to: '/destinations', label: DESTINATION_TEXTS.backToDestinations }}
      sectionTitle="Destination Details"
      schema={destinationFormSchema('create')}
      defaultValues={EMPTY_DESTINATION_FORM}
      toRequest={toCreateRequest}
      savedText={DESTINATION_TEXTS.created}
      recordPath={(destination) => `/destinations/${encodeURIComponent(destination.ID)}`}
      onSaveError={(error) => {
        // The spec's 409 text comes from the server; anything unexpected reads 'An error occurred'.
        if (hasErrorCode(error, DESTINATION_ERRORS.duplicateDestination)) return false;
        const text = saveFailureText(error);
        if (text) throw new Error(text);
        return false;
      }}
      fields={(form) => <DestinationFields form={form} mode="create" editing />}
    />
  );
}
