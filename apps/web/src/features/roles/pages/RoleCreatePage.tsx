import { ROLE_ERRORS, ROLE_TEXTS, roleFormSchema } from '@commerce/domain';
import { roleResource } from '../../../resources/roles.ts';
import { CreateFormPage } from '../../../ui/record/CreateFormPage.tsx';
import { RoleFields } from '../components/RoleFields.tsx';
import { EMPTY_ROLE_FORM, toCreateRequest } from '../form-values.ts';

/** /admin/roles/create: 'New Internal User Role'; group, security profile and assignment in one call. */
export function RoleCreatePage() {
  return (
    <CreateFormPage
      resource={roleResource}
      title={ROLE_TEXTS.newRoleTitle}
      back={{ to: '/admin/roles', label: 'Back to User Roles' }}
      sectionTitle="Role Details"
      schema={roleFormSchema('create')}
      defaultValues={EMPTY_ROLE_FORM}
      toRequest={toCreateRequest}
      savedText="The role has been created."
      recordPath={(role) => `/admin/roles/${encodeURIComponent(role.ID)}`}
      fieldErrors={[{ error: ROLE_ERRORS.idMustBeUnique, field: 'ID', message: ROLE_TEXTS.idInUse }]}
      fields={(form) => <RoleFields form={form} mode="create" editing />}
    />
  );
}
