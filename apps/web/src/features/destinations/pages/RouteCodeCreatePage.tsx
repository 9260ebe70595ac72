import { DESTINATION_ERRORS, DESTINATION_TEXTS, routeCodeBodySchema } from '@commerce/domain';
import { hasErrorCode } from '../../../lib/api.ts';
import { routeCodeResource } from '../../../resources/destinations.ts';
import { CreateFormPage } from '../../../ui/record/CreateFormPage.tsx';
import { RouteCodeFields } from '../components/RouteCodeFields.tsx';
import { saveFailureText } from '../errors.ts';
import { EMPTY_ROUTE_CODE_FORM } from '../form-values.ts';

/** /destinations/zip/create: a route code for a zip and city (ID LDCity-{zip}-{city}). */
export function RouteCodeCreatePage() {
  return (
    <CreateFormPage
      resource={routeCodeResource}
      title={DESTINATION_TEXTS.newRouteCodeTitle}
      back={{ to: '/destinations/zip', label: DESTINATION_TEXTS.backToRouteCodes }}
      sectionTitle="Route Code"
      schema={routeCodeBodySchema}
      defaultValues={EMPTY_ROUTE_CODE_FORM}
      toRequest={(values) => values}
      savedText={DESTINATION_TEXTS.routeCodeCreated}
      recordPath={(routeCode) => `/destinations/zip/${encodeURIComponent(routeCode.ID)}`}
      onSaveError={(error) => {
        if (hasErrorCode(error, DESTINATION_ERRORS.duplicateRouteCode)) return false;
        const text = saveFailureText(error);
        if (text) throw new Error(text);
        return false;
      }}
      fields={(form) => <RouteCodeFields form={form} editing />}
    />
  );
}
