import { useWatch, type Control, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';

/**
 * What the form's schema says of the values typed so far, one message each ('Store name is required.'):
 * what keeps its Save disabled, said under the button (EditableSection's `saveDisabledReasons`) before the
 * fields have been touched and show their own errors.
 */
export function useFormProblems<Values extends FieldValues, Output>(
  schema: z.ZodType<Output, Values>,
  control: Control<Values, unknown, Output>,
): string[] {
  const values = useWatch({ control });
  const result = schema.safeParse(values);
  return result.success ? [] : [...new Set(result.error.issues.map((issue) => issue.message))];
}
