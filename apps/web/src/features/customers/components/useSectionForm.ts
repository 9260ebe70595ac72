import type { CustomerDetail } from '@commerce/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type Mode } from 'react-hook-form';
import type { z } from 'zod';
import type { EditableSectionProps } from '../../../ui/EditableSection.tsx';
import { useVersionedEditing } from '../../../ui/useVersionedEditing.ts';
import { whenValid } from '../../../ui/whenValid.ts';
import { useCustomerEdit, type CustomerChange } from '../api.ts';

type SectionState = Pick<EditableSectionProps, 'editing' | 'onEditingChange' | 'onSave' | 'onDiscard'>;

/**
 * The form of a customer section edited in place (EditableSection). While not editing, its values follow
 * the record; `send` saves against the version the edit started from (useVersionedEditing).
 */
export function useSectionForm<Input extends FieldValues, Output>(
  detail: CustomerDetail,
  schema: z.ZodType<Output, Input>,
  valuesOf: (detail: CustomerDetail) => Input,
  mode?: Mode,
) {
  const { editing, editVersion, onEditingChange } = useVersionedEditing(detail.Version);
  const edit = useCustomerEdit(detail.Customer.ID);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    values: editing ? undefined : valuesOf(detail),
    mode,
  });

  return {
    form,
    /** The change to the record, against the version the edit started from; `errorText` if it fails. */
    send: (change: Omit<CustomerChange, 'version'>, errorText: string) =>
      edit({ ...change, version: editVersion }, errorText),
    /** EditableSection's editing state, with `save` run on valid input. */
    section: (save: (values: Output) => Promise<unknown>): SectionState => ({
      editing,
      onEditingChange,
      onSave: whenValid(form.handleSubmit, save),
      onDiscard: () => form.reset(valuesOf(detail)),
    }),
  };
}
