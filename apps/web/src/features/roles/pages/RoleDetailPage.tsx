import { ROLE_TEXTS, roleFormSchema, type RoleDetail } from '@commerce/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { PageLoading } from '../../../app/PageLoading.tsx';
import { useCan } from '../../../lib/permissions.tsx';
import { useToast } from '../../../lib/toast.ts';
import { EditableSection } from '../../../ui/EditableSection.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { RecordMessage } from '../../../ui/RecordMessage.tsx';
import { useConfirm } from '../../../ui/useConfirm.ts';
import { useLeaveOnError } from '../../../ui/useLeaveOnError.ts';
import { useUnsavedChangesGuard } from '../../../ui/useUnsavedChangesGuard.tsx';
import { useVersionedEditing } from '../../../ui/useVersionedEditing.ts';
import { whenValid } from '../../../ui/whenValid.ts';
import { useDeleteRole, useRole, useUpdateRole } from '../api.ts';
import { RoleFields, type RoleFormApi } from '../components/RoleFields.tsx';
import { roleFormValues, toUpdateRequest } from '../form-values.ts';

const schema = roleFormSchema('edit');

/** /admin/roles/{id}: the role, read-only until 'Edit User Role'; a failed load returns to the list. */
export function RoleDetailPage() {
  const id = useParams().id ?? '';
  const role = useRole(id);
  useLeaveOnError(role.isError, '/admin/roles', 'The user role could not be loaded.');
  if (!role.data) return <PageLoading />;
  return <RoleDetailView key={id} role={role.data} />;
}

function RoleDetailView({ role }: { role: RoleDetail }) {
  const canAdmin = useCan('internal-admin');
  const update = useUpdateRole(role.ID);
  const remove = useDeleteRole();
  const toast = useToast();
  const confirm = useConfirm();
  const navigate = useNavigate();

  const { editing, editVersion, onEditingChange } = useVersionedEditing(role.Version);
  const form: RoleFormApi = useForm({
    resolver: zodResolver(schema),
    values: editing ? undefined : roleFormValues(role),
    mode: 'onTouched',
  });
  const guard = useUnsavedChangesGuard(editing && form.formState.isDirty);

  const save = whenValid(form.handleSubmit, async (values) => {
    await update.mutateAsync({ changes: toUpdateRequest(values), version: editVersion });
    toast.success('The role has been saved.');
  });

  const deleteRole = async () => {
    const deleted = await confirm({
      title: ROLE_TEXTS.deleteTitle,
      message: <RecordMessage name={role.Name} id={role.ID} text={ROLE_TEXTS.deleteMessage} />,
      destructive: true,
      onConfirm: () => remove.mutateAsync(role.ID),
    });
    if (!deleted) return;
    toast.success('The role has been deleted.');
    navigate('/admin/roles', { replace: true });
  };

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 1100 }}>
      <PageHeader
        title={role.Name}
        subtitle={`Role ID ${role.ID}`}
        backTo="/admin/roles"
        backLabel="Back to User Roles"
        actions={
          canAdmin &&
          !editing && (
            <Button variant="outlined" color="error" startIcon={<DeleteOutlineIcon />} onClick={deleteRole}>
              Delete
            </Button>
          )
        }
      />
      <EditableSection
        title="Role Details"
        editLabel="Edit User Role"
        canEdit={canAdmin}
        editing={editing}
        onEditingChange={onEditingChange}
        onSave={save}
        onDiscard={() => form.reset(roleFormValues(role))}
        saveDisabled={!form.formState.isValid}
      >
        {(isEditing) => <RoleFields form={form} mode="edit" editing={isEditing} role={role} />}
      </EditableSection>
      {guard}
    </Box>
  );
}
