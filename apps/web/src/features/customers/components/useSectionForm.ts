import type { CustomerDetail } from '@commerce/domain';
import type { FieldValues, Mode } from 'react-hook-form';
import type { z } from 'zod';
import type { CallInput } from '../../../lib/api.ts';
import type { RecordChangeRoute } from '../../../lib/resource-hooks.ts';
import { useSectionForm as useRecordSectionForm } from '../../../ui/record/useSectionForm.ts';
import { useCustomerEdit } from '../api.ts';

/**
 * The form of a customer section edited in place: the record kit's section form, plus `send`, the change
 * to the record (as its route's contract types it) against the version the edit started from, with that
 * edit's spec message if it fails.
 */
export function useSectionForm<Input extends FieldValues, Output>(
  detail: CustomerDetail,
  schema: z.ZodType<Output, Input>,
  valuesOf: (detail: CustomerDetail) => Input,
  mode?: Mode,
) {
  const section = useRecordSectionForm({ version: detail.Version, values: valuesOf(detail) }, schema, mode);
  const edit = useCustomerEdit(detail.Customer.ID);
  return {
    ...section,
    send: <Route extends RecordChangeRoute<CustomerDetail>>(
      route: Route,
      input: Omit<CallInput<Route>, 'version'>,
      errorText: string,
    ) => edit(route, { ...input, version: section.editVersion } as CallInput<Route>, errorText),
  };
}
