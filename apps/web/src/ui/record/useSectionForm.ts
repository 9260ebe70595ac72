import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type Mode } from 'react-hook-form';
import type { z } from 'zod';
import type { EditableSectionProps } from '../EditableSection.tsx';
import { useVersionedEditing } from '../useVersionedEditing.ts';
import { whenValid } from '../whenValid.ts';

type SectionState = Pick<
  EditableSectionProps,
  'editing' | 'onEditingChange' | 'onSave' | 'onDiscard' | 'unsaved'
>;

/**
 * The form of one section of a record page edited in place (EditableSection), for pages edited section by
 * section (customers) and pages with one form (users, roles) alike. While not editing, its values follow
 * the record; `editVersion` is the version the edit started from, which the save sends as If-Match. Changed
 * values not saved yet make leaving the record page ask first (RecordPage).
 */
export function useSectionForm<Input extends FieldValues, Output>(
  record: { version: number; values: Input },
  schema: z.ZodType<Output, Input>,
  mode: Mode = 'onTouched',
) {
  const { editing, editVersion, onEditingChange } = useVersionedEditing(record.version);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    // While editing, a refetched record must not overwrite what the user is typing.
    values: editing ? undefined : record.values,
    mode,
  });

  return {
    form,
    editing,
    editVersion,
    /** EditableSection's editing state, with `save` run on valid input. */
    section: (save: (values: Output) => Promise<unknown>): SectionState => ({
      editing,
      onEditingChange,
      unsaved: form.formState.isDirty,
      onSave: whenValid(form.handleSubmit, save),
      onDiscard: () => form.reset(record.values),
    }),
  };
}
