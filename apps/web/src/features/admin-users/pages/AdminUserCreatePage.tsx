import { ADMIN_USER_TEXTS, adminUserFormSchema } from '@commerce/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useToast } from '../../../lib/toast.ts';
import { EditableSection } from '../../../ui/EditableSection.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { useCreatePageGuard } from '../../../ui/useCreatePageGuard.ts';
import { whenValid } from '../../../ui/whenValid.ts';
import { useCreateAdminUser, useRoleOptions, useStoreOptions } from '../api.ts';
import { AdminUserFields, type AdminUserFormApi } from '../components/AdminUserFields.tsx';
import { EMPTY_USER_FORM, isUsernameTaken, toCreateRequest } from '../form-values.ts';

const schema = adminUserFormSchema('create');

/** /admin/users/create: 'New Internal User'; the user and its roles are saved in one call. */
export function AdminUserCreatePage() {
  const form: AdminUserFormApi = useForm({
    resolver: zodResolver(schema),
    defaultValues: EMPTY_USER_FORM,
    mode: 'onTouched',
  });
  const create = useCreateAdminUser();
  const roles = useRoleOptions();
  const stores = useStoreOptions();
  const toast = useToast();
  const navigate = useNavigate();
  const { guard, leaveTo } = useCreatePageGuard(form.formState.isDirty);

  const save = whenValid(form.handleSubmit, async (values) => {
    try {
      const user = await create.mutateAsync(toCreateRequest(values));
      toast.success('The user has been created.');
      leaveTo(`/admin/users/${encodeURIComponent(user.ID)}`);
    } catch (error) {
      if (!isUsernameTaken(error)) throw error;
      // Shown on the field; typing in it re-validates it (react-hook-form's default) and clears it.
      form.setError(
        'Username',
        { type: 'server', message: ADMIN_USER_TEXTS.usernameInUse },
        { shouldFocus: true },
      );
    }
  });

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 1100 }}>
      <PageHeader
        title={ADMIN_USER_TEXTS.newUserTitle}
        backTo="/admin/users"
        backLabel="Back to Internal Users"
      />
      <EditableSection
        title="User Details"
        editing
        onEditingChange={() => {}}
        onSave={save}
        onDiscard={() => navigate('/admin/users')}
        discardLabel="Cancel"
        saveDisabled={!form.formState.isValid}
      >
        {() => (
          <AdminUserFields
            form={form}
            mode="create"
            editing
            allRoles={roles.data}
            stores={stores.data}
            canSeeAllRoles
          />
        )}
      </EditableSection>
      {guard}
    </Box>
  );
}
