import { get, useFormState, useWatch, type Control, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';

/** What a disabled Save says of the problems its fields already show, rather than saying them twice. */
export const markedFieldsText = (count: number) =>
  count === 1 ? 'Correct the field marked in error.' : `Correct the ${count} fields marked in error.`;

/**
 * What the form's schema says of the values typed so far, one message each ('Store name is required.'):
 * what keeps its Save disabled, said under the button (EditableSection's `saveDisabledReasons`) before the
 * fields have been touched and show their own errors. A problem its field already shows under it is not
 * repeated next to the button; the button points to the marked fields instead.
 */
export function useFormProblems<Values extends FieldValues, Output>(
  schema: z.ZodType<Output, Values>,
  control: Control<Values, unknown, Output>,
): string[] {
  const values = useWatch({ control });
  const { errors } = useFormState({ control });
  const result = schema.safeParse(values);
  if (result.success) return [];
  const unseen = new Set<string>();
  const shown = new Set<string>();
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    const fieldError = get(errors, path) as { message?: string } | undefined;
    if (fieldError?.message === issue.message) shown.add(path);
    else unseen.add(issue.message);
  }
  return shown.size > 0 ? [...unseen, markedFieldsText(shown.size)] : [...unseen];
}
