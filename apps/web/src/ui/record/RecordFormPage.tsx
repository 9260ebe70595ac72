import type { AuditEntity, RecordApi, RecordUpdate } from '@commerce/domain';
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { ResourceOf } from '../../lib/resource.ts';
import { useRecordChange } from '../../lib/resource-hooks.ts';
import { useToast } from '../../lib/toast.ts';
import { EditableSection } from '../EditableSection.tsx';
import { useFormProblems } from '../useFormProblems.ts';
import { DeleteRecordButton } from './DeleteRecordButton.tsx';
import { RecordLoading, RecordPage } from './RecordPage.tsx';
import { useRecord } from './useRecord.ts';
import { useSectionForm } from './useSectionForm.ts';

export interface RecordFormPageProps<Detail, Values extends FieldValues, Output, Api extends RecordApi> {
  resource: ResourceOf<Detail, Api>;
  id: string;
  /** Where the back button and a failed load or a delete lead (usually the list). */
  back: { to: string; label: string };
  /** The toast when the record cannot be loaded. */
  failedText: string;
  title(record: Detail): ReactNode;
  subtitle?(record: Detail): ReactNode;
  /** The form of the record: read-only until its Edit button, saved against the version it started from. */
  form: {
    title: string;
    editLabel: string;
    canEdit: boolean;
    schema: z.ZodType<Output, Values>;
    valuesOf(record: Detail): Values;
    /** The change the values make (PATCH to the record, as its contract's `update` takes it). */
    toChange(values: Output): RecordUpdate<Api>;
    savedText: string;
    /** What a failed save says instead of the server's message (the spec's text for other errors), or null. */
    failureText?(error: unknown): string | null;
    fields(form: UseFormReturn<Values, unknown, Output>, editing: boolean, record: Detail): ReactNode;
  };
  /** Delete, offered while `when` holds and not while editing; confirmed, then back to the list. */
  remove?: {
    when(record: Detail): boolean;
    title: string;
    message(record: Detail): ReactNode;
    doneText: string;
  };
  /** More header buttons (links to related screens …). */
  actions?(record: Detail, editing: boolean): ReactNode;
  /** The record's History, under the form. */
  history: AuditEntity;
}

/**
 * A record page with one form (internal users, roles, destinations, route codes) on `RecordPage`: loads the
 * record (left for the list when it cannot be read), shows it read-only until Edit, asks before leaving
 * unsaved changes, saves against the version the edit started from (412: someone else saved; the record is
 * fetched again), deletes after a confirmation, and shows the record's History. A page is this declaration.
 */
export function RecordFormPage<Detail, Values extends FieldValues, Output, Api extends RecordApi>(
  props: RecordFormPageProps<Detail, Values, Output, Api>,
) {
  const { record, notice } = useRecord(props.resource, props.id, {
    leave: { to: props.back.to, failedText: props.failedText },
  });
  if (!record) return <RecordLoading notice={notice} />;
  return <RecordForm key={props.id} {...props} record={record} />;
}

function RecordForm<Detail, Values extends FieldValues, Output, Api extends RecordApi>({
  resource,
  id,
  back,
  title,
  subtitle,
  form: spec,
  remove,
  actions,
  history,
  record,
}: RecordFormPageProps<Detail, Values, Output, Api> & { record: Detail }) {
  const version = resource.versionOf(record);
  const { form, editing, editVersion, section } = useSectionForm(
    { version, values: spec.valuesOf(record) },
    spec.schema,
  );
  const change = useRecordChange(resource, id);
  const problems = useFormProblems(spec.schema, form.control);
  const toast = useToast();

  const save = async (values: Output) => {
    try {
      await change.update(spec.toChange(values), editVersion);
    } catch (error) {
      const text = spec.failureText?.(error);
      throw text ? new Error(text) : error;
    }
    toast.success(spec.savedText);
  };

  return (
    <RecordPage
      title={title(record)}
      subtitle={subtitle?.(record)}
      back={back}
      actions={
        <>
          {actions?.(record, editing)}
          {remove && !editing && remove.when(record) && (
            <DeleteRecordButton
              resource={resource}
              id={id}
              version={version}
              title={remove.title}
              message={remove.message(record)}
              doneText={remove.doneText}
              leaveTo={back.to}
            />
          )}
        </>
      }
      main={
        <EditableSection
          title={spec.title}
          editLabel={spec.editLabel}
          canEdit={spec.canEdit}
          saveDisabled={!form.formState.isValid}
          saveDisabledReasons={problems}
          {...section(save)}
        >
          {(isEditing) => spec.fields(form, isEditing, record)}
        </EditableSection>
      }
      history={{ entity: history, id, version }}
    />
  );
}
