import { DESTINATION_TEXTS, routeCodeBodySchema } from '@commerce/domain';
import { useParams } from 'react-router';
import { useCan } from '../../../lib/permissions.tsx';
import { routeCodeResource } from '../../../resources/destinations.ts';
import { RecordFormPage } from '../../../ui/record/RecordFormPage.tsx';
import { RecordMessage } from '../../../ui/RecordMessage.tsx';
import { RouteCodeFields } from '../components/RouteCodeFields.tsx';
import { saveFailureText } from '../errors.ts';
import { routeCodeFormValues } from '../form-values.ts';

/** /destinations/zip/{id}: a route code, edited in place by address-admin; Delete asks first; its History. */
export function RouteCodeDetailPage() {
  const canAdmin = useCan('address-admin');
  return (
    <RecordFormPage
      resource={routeCodeResource}
      id={useParams().id ?? ''}
      back={{ to: '/destinations/zip', label: DESTINATION_TEXTS.backToRouteCodes }}
      failedText={DESTINATION_TEXTS.routeCodeLoadFailed}
      title={(routeCode) => `${routeCode.Zip} ${routeCode.City}`}
      subtitle={(routeCode) => `Route code ${routeCode.CompanyName} · ${routeCode.ID}`}
      form={{
        title: 'Route Code',
        editLabel: 'Edit Route Code',
        canEdit: canAdmin,
        schema: routeCodeBodySchema,
        valuesOf: routeCodeFormValues,
        toChange: (values) => values,
        savedText: DESTINATION_TEXTS.routeCodeSaved,
        failureText: saveFailureText,
        fields: (form, editing, routeCode) => (
          <RouteCodeFields form={form} editing={editing} routeCode={routeCode} />
        ),
      }}
      remove={{
        when: () => canAdmin,
        title: 'Please confirm',
        message: (routeCode) => (
          <RecordMessage name={`${routeCode.Zip} ${routeCode.City}`} id={routeCode.ID} text="Are you sure?" />
        ),
        doneText: DESTINATION_TEXTS.routeCodeDeleted,
      }}
      history="route-code"
    />
  );
}
