import { ROLE_ERRORS, ROLE_TEXTS, roleFormSchema } from '@commerce/domain';
import { hasErrorCode } from '../../../lib/api.ts';
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
      onSaveError={(error, form) => {
        if (!hasErrorCode(error, ROLE_ERRORS.idMustBeUnique)) return false;
        // Shown on the field; typing in it re-validates it (react-hook-form's default) and clears it.
        form.setError('ID', { type: 'server', message: ROLE_TEXTS.idInUse }, { shouldFocus: true });
        return true;
      }}
      fields={(form) => <RoleFields form={form} mode="create" editing />}
    />
  );
}
