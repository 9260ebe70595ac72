import { categoryCreateSchema, CATEGORY_TEXTS, type CategoryDetail } from '@commerce/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useCreateRecord } from '../../../lib/resource-hooks.ts';
import { useToast } from '../../../lib/toast.ts';
import { categoryResource } from '../../../resources/categories.ts';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { FormTextField } from '../../../ui/FormTextField.tsx';
import { whenValid } from '../../../ui/whenValid.ts';
import { categoryPath } from '../paths.ts';

/** Add Category / Add Sub-category: the name only; ID and slug come from it and the parent (spec 2 §3). */
export function CategoryCreateDialog({
  parentId,
  parentName,
  onClose,
}: {
  parentId: string | null;
  parentName?: string;
  onClose(): void;
}) {
  const form = useForm<{ Name: string; ParentID: string | null }>({
    resolver: zodResolver(categoryCreateSchema) as never,
    defaultValues: { Name: '', ParentID: parentId },
  });
  const create = useCreateRecord<CategoryDetail, { Name: string; ParentID: string | null }>(categoryResource);
  const toast = useToast();
  const navigate = useNavigate();
  const submit = whenValid(form.handleSubmit, async (values: { Name: string; ParentID: string | null }) => {
    const created = await create.mutateAsync(values);
    toast.success(CATEGORY_TEXTS.created(created.Name));
    navigate(categoryPath(created.ID));
  });
  return (
    <FormDialog
      open
      title={parentName ? CATEGORY_TEXTS.newSubcategoryTitle(parentName) : CATEGORY_TEXTS.newCategoryTitle}
      onClose={onClose}
      onSubmit={submit}
      submitLabel="Create"
    >
      <FormTextField control={form.control} name="Name" label="Name" required autoFocus fullWidth />
    </FormDialog>
  );
}
