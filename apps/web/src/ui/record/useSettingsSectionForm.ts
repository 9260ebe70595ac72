import type { SettingsSection } from '@commerce/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type FieldValues, type Mode } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError, isStaleVersion } from '../../lib/api.ts';
import { useSaveSettingsSection, useSettingsSection } from '../../resources/settings-sections.ts';
import type { EditableSectionProps } from '../EditableSection.tsx';
import { whenValid } from '../whenValid.ts';

export interface SettingsSectionFormOptions<Section extends z.ZodType, Input extends FieldValues, Output> {
  /** The section edited: its schema types the value read and the value saved. */
  section: SettingsSection<Section>;
  schema: z.ZodType<Output, Input>;
  /** The form's values from the section's value (null when the document lacks it). */
  valuesOf(value: z.output<Section> | null): Input;
  /** The section's new value from the form's output and the value the form started from. */
  toValue(values: Output, current: z.output<Section> | null): z.input<Section>;
  /** What a save refused because someone else saved the section first says (the form stays open). */
  staleText: string;
  /** Maps a field named in a 400 (a path inside the section's value) to the form field showing it. */
  fieldOf?(path: string): string | undefined;
  mode?: Mode;
}

type SectionState = Pick<
  EditableSectionProps,
  'editing' | 'onEditingChange' | 'onSave' | 'onDiscard' | 'unsaved'
>;

/**
 * The form of one settings section edited in place (an EditableSection): read-only values follow the
 * section; Edit remembers the section's version and Save sends it as If-Match. When someone else saved the
 * same section meanwhile (412), the section is fetched again and the form rebased on it: the fields the
 * user changed keep their input, the others take the new values, the version becomes the new one, and the
 * form stays open with `staleText`, so a second Save stores their change on top of the other person's.
 * Sections are separate, so people editing different panels never meet here at all. Changed values not
 * saved yet make leaving the page ask first (RecordPage).
 */
export function useSettingsSectionForm<Section extends z.ZodType, Input extends FieldValues, Output>(
  options: SettingsSectionFormOptions<Section, Input, Output>,
) {
  const { section, schema, valuesOf, toValue, staleText, fieldOf, mode = 'onTouched' } = options;
  const query = useSettingsSection(section);
  const save = useSaveSettingsSection(section);
  const data = query.data;
  const [editing, setEditing] = useState(false);
  const [editVersion, setEditVersion] = useState(data?.Version ?? 1);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    // While editing, a refetched section must not overwrite what the user is typing.
    values: editing || !data ? undefined : valuesOf(data.Value),
    mode,
  });

  const onEditingChange = (next: boolean) => {
    if (next && data) setEditVersion(data.Version);
    setEditing(next);
  };

  const submit = async (values: Output) => {
    try {
      await save.mutateAsync({ value: toValue(values, data?.Value ?? null), version: editVersion });
    } catch (error) {
      if (isStaleVersion(error)) {
        const fresh = (await query.refetch()).data;
        if (fresh) {
          form.reset(valuesOf(fresh.Value), { keepDirtyValues: true });
          setEditVersion(fresh.Version);
        }
        throw new Error(staleText);
      }
      showFieldErrors(error);
      throw error;
    }
  };

  /** A 400 naming fields inside the value: each message on its field, where the form has one. */
  const showFieldErrors = (error: unknown) => {
    if (!(error instanceof ApiError) || error.status !== 400 || !fieldOf) return;
    const fields = (error.data as { Fields?: Record<string, string> } | undefined)?.Fields ?? {};
    for (const [path, message] of Object.entries(fields)) {
      const name = fieldOf(path);
      if (name) form.setError(name as never, { type: 'server', message });
    }
  };

  return {
    query,
    form,
    editing,
    /** EditableSection's state: Edit, Discard Changes (back to the section's value) and Save. */
    section: (): SectionState => ({
      editing,
      onEditingChange,
      unsaved: form.formState.isDirty,
      onSave: whenValid(form.handleSubmit, submit),
      onDiscard: () => data && form.reset(valuesOf(data.Value)),
    }),
  };
}
