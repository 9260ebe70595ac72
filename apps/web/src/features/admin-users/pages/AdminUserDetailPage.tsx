import { ADMIN_USER_TEXTS, adminUserFormSchema, type AdminUserDetail } from '@commerce/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
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
import {
  useAdminUser,
  useDeleteAdminUser,
  useRoleOptions,
  useStoreOptions,
  useUpdateAdminUser,
} from '../api.ts';
import { AdminUserFields, type AdminUserFormApi } from '../components/AdminUserFields.tsx';
import { toPatchRequest, userFormValues } from '../form-values.ts';

const schema = adminUserFormSchema('edit');

/** /admin/users/{id}: the user, read-only until 'Edit User'; a failed load returns to the list. */
export function AdminUserDetailPage() {
  const id = useParams().id ?? '';
  const user = useAdminUser(id);
  useLeaveOnError(user.isError, '/admin/users', 'The internal user could not be loaded.');
  if (!user.data) return <PageLoading />;
  return <AdminUserDetailView key={id} user={user.data} />;
}

const fullName = (user: AdminUserDetail) => `${user.FirstName} ${user.LastName}`;

function AdminUserDetailView({ user }: { user: AdminUserDetail }) {
  const canAdmin = useCan('internal-admin');
  const canReadOrders = useCan('order-reader');
  const roles = useRoleOptions();
  const stores = useStoreOptions();
  const update = useUpdateAdminUser(user.ID);
  const remove = useDeleteAdminUser();
  const toast = useToast();
  const confirm = useConfirm();
  const navigate = useNavigate();

  const { editing, editVersion, onEditingChange } = useVersionedEditing(user.Version);
  const form: AdminUserFormApi = useForm({
    resolver: zodResolver(schema),
    // While editing, a refetched record must not overwrite what the user is typing.
    values: editing ? undefined : userFormValues(user),
    mode: 'onTouched',
  });
  const guard = useUnsavedChangesGuard(editing && form.formState.isDirty);

  const save = whenValid(form.handleSubmit, async (values) => {
    await update.mutateAsync({ changes: toPatchRequest(values), version: editVersion });
    toast.success('The user has been saved.');
  });

  const deleteUser = async () => {
    const deleted = await confirm({
      title: ADMIN_USER_TEXTS.deleteTitle,
      message: <RecordMessage name={fullName(user)} id={user.ID} text={ADMIN_USER_TEXTS.deleteMessage} />,
      destructive: true,
      onConfirm: () => remove.mutateAsync(user.ID),
    });
    if (!deleted) return;
    toast.success('The user has been deleted.');
    navigate('/admin/users', { replace: true });
  };

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 1100 }}>
      <PageHeader
        title={fullName(user)}
        subtitle={`User ID ${user.ID}`}
        backTo="/admin/users"
        backLabel="Back to Internal Users"
        actions={
          <>
            {canReadOrders && (
              <Button
                component={RouterLink}
                to={`/orders?taker=${encodeURIComponent(user.ID)}`}
                variant="outlined"
                startIcon={<ReceiptLongOutlinedIcon />}
              >
                Customer Orders
              </Button>
            )}
            {canAdmin && !user.Active && !editing && (
              <Button variant="outlined" color="error" startIcon={<DeleteOutlineIcon />} onClick={deleteUser}>
                Delete
              </Button>
            )}
          </>
        }
      />
      <EditableSection
        title="User Details"
        editLabel="Edit User"
        canEdit={canAdmin}
        editing={editing}
        onEditingChange={onEditingChange}
        onSave={save}
        onDiscard={() => form.reset(userFormValues(user))}
        saveDisabled={!form.formState.isValid}
      >
        {(isEditing) => (
          <AdminUserFields
            form={form}
            mode="edit"
            editing={isEditing}
            user={user}
            allRoles={roles.data}
            stores={stores.data}
            canSeeAllRoles={canAdmin}
          />
        )}
      </EditableSection>
      {guard}
    </Box>
  );
}
