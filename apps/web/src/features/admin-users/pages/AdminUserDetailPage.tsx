import { ADMIN_USER_TEXTS, adminUserFormSchema, type AdminUserDetail } from '@commerce/domain';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import Button from '@mui/material/Button';
import { Link as RouterLink, useParams } from 'react-router';
import { useCan } from '../../../lib/permissions.tsx';
import { adminUserResource } from '../../../resources/admin-users.ts';
import { RecordFormPage } from '../../../ui/record/RecordFormPage.tsx';
import { RecordMessage } from '../../../ui/RecordMessage.tsx';
import { useRoleOptions, useStoreOptions } from '../api.ts';
import { AdminUserFields } from '../components/AdminUserFields.tsx';
import { toPatchRequest, userFormValues } from '../form-values.ts';

const schema = adminUserFormSchema('edit');
const fullName = (user: AdminUserDetail) => `${user.FirstName} ${user.LastName}`;

/** /admin/users/{id}: the user, read-only until 'Edit User'; a failed load returns to the list. */
export function AdminUserDetailPage() {
  const canAdmin = useCan('internal-admin');
  const canReadOrders = useCan('order-reader');
  const roles = useRoleOptions();
  const stores = useStoreOptions();
  return (
    <RecordFormPage
      resource={adminUserResource}
      id={useParams().id ?? ''}
      back={{ to: '/admin/users', label: 'Back to Internal Users' }}
      failedText="The internal user could not be loaded."
      title={fullName}
      subtitle={(user) => `User ID ${user.ID}`}
      form={{
        title: 'User Details',
        editLabel: 'Edit User',
        canEdit: canAdmin,
        schema,
        valuesOf: userFormValues,
        toChange: toPatchRequest,
        savedText: 'The user has been saved.',
        fields: (form, editing, user) => (
          <AdminUserFields
            form={form}
            mode="edit"
            editing={editing}
            user={user}
            allRoles={roles.data}
            stores={stores.data}
            canSeeAllRoles={canAdmin}
          />
        ),
      }}
      actions={(user) =>
        canReadOrders && (
          <Button
            component={RouterLink}
            to={`/orders?taker=${encodeURIComponent(user.ID)}`}
            variant="outlined"
            startIcon={<ReceiptLongOutlinedIcon />}
          >
            Customer Orders
          </Button>
        )
      }
      remove={{
        when: (user) => canAdmin && !user.Active,
        title: ADMIN_USER_TEXTS.deleteTitle,
        message: (user) => (
          <RecordMessage name={fullName(user)} id={user.ID} text={ADMIN_USER_TEXTS.deleteMessage} />
        ),
        doneText: 'The user has been deleted.',
      }}
      history="admin-user"
    />
  );
}
