import { useEffect } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';

/** What a domain rule says of a new entry: the overall message and each field's. */
interface Rejection {
  message: string;
  fieldErrors: Partial<Record<string, string>>;
}

/**
 * The form of an add dialog checked by a domain rule (holiday fee, fee by zip code): empty each time the
 * dialog opens; `check(values)` puts the rule's texts on the fields and throws its overall message (which
 * the dialog shows above them), or answers the values to save.
 */
export function useCheckedForm<T extends FieldValues>(open: boolean, empty: T) {
  const form = useForm<T>({ defaultValues: empty as DefaultValues<T> });
  useEffect(() => {
    if (open) form.reset(empty);
    // `empty` is a module constant of the dialog.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, form]);
  const check = (rule: (values: T) => Rejection | null, message?: (values: T) => string | null): T => {
    form.clearErrors();
    const values = form.getValues();
    const rejection = rule(values);
    if (!rejection) return values;
    for (const [field, text] of Object.entries(rejection.fieldErrors))
      if (text) form.setError(field as Path<T>, { type: 'rule', message: text });
    throw new Error(message?.(values) ?? rejection.message);
  };
  return { form, check };
}
