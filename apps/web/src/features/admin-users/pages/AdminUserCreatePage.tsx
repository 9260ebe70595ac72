import { ADMIN_USER_ERRORS, ADMIN_USER_TEXTS, adminUserFormSchema } from '@commerce/domain';
import { adminUserResource } from '../../../resources/admin-users.ts';
import { CreateFormPage } from '../../../ui/record/CreateFormPage.tsx';
import { useRoleOptions, useStoreOptions } from '../api.ts';
import { AdminUserFields } from '../components/AdminUserFields.tsx';
import { EMPTY_USER_FORM, toCreateRequest } from '../form-values.ts';

/** /admin/users/create: 'New Internal User'; the user and its roles are saved in one call. */
export function AdminUserCreatePage() {
  const roles = useRoleOptions();
  const stores = useStoreOptions();
  return (
    <CreateFormPage
      resource={adminUserResource}
      title={ADMIN_USER_TEXTS.newUserTitle}
      back={{ to: '/admin/users', label: 'Back to Internal Users' }}
      sectionTitle="User Details"
      schema={adminUserFormSchema('create')}
      defaultValues={EMPTY_USER_FORM}
      toRequest={toCreateRequest}
      savedText="The user has been created."
      recordPath={(user) => `/admin/users/${encodeURIComponent(user.ID)}`}
      fieldErrors={[
        {
          error: ADMIN_USER_ERRORS.usernameMustBeUnique,
          field: 'Username',
          message: ADMIN_USER_TEXTS.usernameInUse,
        },
      ]}
      fields={(form) => (
        <AdminUserFields
          form={form}
          mode="create"
          editing
          allRoles={roles.data}
          stores={stores.data}
          canSeeAllRoles
        />
      )}
    />
  );
}
