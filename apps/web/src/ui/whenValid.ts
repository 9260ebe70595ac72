import type { FieldValues, UseFormHandleSubmit } from 'react-hook-form';

/**
 * Adapts a react-hook-form submit to FormDialog / EditableSection: invalid input resolves `false` (stay open,
 * the fields show their errors), a failing save rejects (error alert), a successful save resolves `true`.
 * Passing `handleSubmit(save)` directly would not do: it resolves `undefined` for invalid input too.
 */
export function whenValid<TFieldValues extends FieldValues, TTransformedValues>(
  handleSubmit: UseFormHandleSubmit<TFieldValues, TTransformedValues>,
  save: (values: TTransformedValues) => Promise<unknown>,
): () => Promise<boolean> {
  const saveAndConfirm = async (values: TTransformedValues) => {
    await save(values);
    return true;
  };
  return async () => (await handleSubmit(saveAndConfirm)()) === true;
}
