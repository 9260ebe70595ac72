import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import type { ApiErrorDef } from '@commerce/domain';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { hasErrorCode } from '../../lib/api.ts';
import type { ResourceOf } from '../../lib/resource.ts';
import { useCreateRecord } from '../../lib/resource-hooks.ts';
import { useToast } from '../../lib/toast.ts';
import { EditableSection } from '../EditableSection.tsx';
import { PageHeader } from '../PageHeader.tsx';
import { useCreatePageGuard } from '../useCreatePageGuard.ts';
import { useFormProblems } from '../useFormProblems.ts';
import { whenValid } from '../whenValid.ts';

export interface CreateFormPageProps<Detail, Values extends FieldValues, Output, Body> {
  resource: ResourceOf<Detail>;
  title: string;
  back: { to: string; label: string };
  sectionTitle: string;
  schema: z.ZodType<Output, Values>;
  defaultValues: DefaultValues<Values>;
  toRequest(values: Output): Body;
  savedText: string;
  /** The page of the record just created. */
  recordPath(record: Detail): string;
  /**
   * Server errors shown on a field instead of above the form (an ID in use …); typing in the field
   * re-validates it (react-hook-form's default) and clears the message.
   */
  fieldErrors?: readonly { error: ApiErrorDef; field: Path<Values>; message: string }[];
  /** Any other error the page handles itself: return true; anything else is shown above the form. */
  onSaveError?(error: unknown, form: UseFormReturn<Values, unknown, Output>): boolean;
  fields(form: UseFormReturn<Values, unknown, Output>): ReactNode;
}

/**
 * A create page: one always-editing form with Cancel and Save, guarded against leaving with unsaved
 * changes; once saved, the new record's page (the guard switched off first). While the input is not
 * complete, Save is disabled and the schema's messages under it say what is missing.
 */
export function CreateFormPage<Detail, Values extends FieldValues, Output, Body>(
  props: CreateFormPageProps<Detail, Values, Output, Body>,
) {
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(props.schema),
    defaultValues: props.defaultValues,
    mode: 'onTouched',
  });
  const create = useCreateRecord<Detail, Body>(props.resource);
  const toast = useToast();
  const navigate = useNavigate();
  const { guard, leaveTo } = useCreatePageGuard(form.formState.isDirty);
  const problems = useFormProblems(props.schema, form.control);

  const save = whenValid(form.handleSubmit, async (values) => {
    try {
      const record = await create.mutateAsync(props.toRequest(values));
      toast.success(props.savedText);
      leaveTo(props.recordPath(record));
    } catch (error) {
      const onField = props.fieldErrors?.find((entry) => hasErrorCode(error, entry.error));
      if (onField)
        form.setError(onField.field, { type: 'server', message: onField.message }, { shouldFocus: true });
      else if (!props.onSaveError?.(error, form)) throw error;
    }
  });

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 1100 }}>
      <PageHeader title={props.title} backTo={props.back.to} backLabel={props.back.label} />
      <EditableSection
        title={props.sectionTitle}
        editing
        onEditingChange={() => {}}
        onSave={save}
        onDiscard={() => navigate(props.back.to)}
        discardLabel="Cancel"
        saveDisabled={!form.formState.isValid}
        saveDisabledReasons={problems}
      >
        {() => props.fields(form)}
      </EditableSection>
      {guard}
    </Box>
  );
}
