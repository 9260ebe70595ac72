import { ROLE_TEXTS, roleFormSchema } from '@commerce/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useToast } from '../../../lib/toast.ts';
import { EditableSection } from '../../../ui/EditableSection.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { useCreatePageGuard } from '../../../ui/useCreatePageGuard.ts';
import { whenValid } from '../../../ui/whenValid.ts';
import { useCreateRole } from '../api.ts';
import { RoleFields, type RoleFormApi } from '../components/RoleFields.tsx';
import { EMPTY_ROLE_FORM, isIdTaken, toCreateRequest } from '../form-values.ts';

const schema = roleFormSchema('create');

/** /admin/roles/create: 'New Internal User Role'; group, security profile and assignment in one call. */
export function RoleCreatePage() {
  const form: RoleFormApi = useForm({
    resolver: zodResolver(schema),
    defaultValues: EMPTY_ROLE_FORM,
    mode: 'onTouched',
  });
  const create = useCreateRole();
  const toast = useToast();
  const navigate = useNavigate();
  const { guard, leaveTo } = useCreatePageGuard(form.formState.isDirty);

  const save = whenValid(form.handleSubmit, async (values) => {
    try {
      const role = await create.mutateAsync(toCreateRequest(values));
      toast.success('The role has been created.');
      leaveTo(`/admin/roles/${encodeURIComponent(role.ID)}`);
    } catch (error) {
      if (!isIdTaken(error)) throw error;
      // Shown on the field; typing in it re-validates it (react-hook-form's default) and clears it.
      form.setError('ID', { type: 'server', message: ROLE_TEXTS.idInUse }, { shouldFocus: true });
    }
  });

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 1100 }}>
      <PageHeader title={ROLE_TEXTS.newRoleTitle} backTo="/admin/roles" backLabel="Back to User Roles" />
      <EditableSection
        title="Role Details"
        editing
        onEditingChange={() => {}}
        onSave={save}
        onDiscard={() => navigate('/admin/roles')}
        discardLabel="Cancel"
        saveDisabled={!form.formState.isValid}
      >
        {() => <RoleFields form={form} mode="create" editing />}
      </EditableSection>
      {guard}
    </Box>
  );
}
