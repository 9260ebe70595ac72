import { ROLE_TEXTS, roleFormSchema } from '@commerce/domain';
import { useParams } from 'react-router';
import { useCan } from '../../../lib/permissions.tsx';
import { roleResource } from '../../../resources/roles.ts';
import { RecordFormPage } from '../../../ui/record/RecordFormPage.tsx';
import { RecordMessage } from '../../../ui/RecordMessage.tsx';
import { RoleFields } from '../components/RoleFields.tsx';
import { roleFormValues, toUpdateRequest } from '../form-values.ts';

const schema = roleFormSchema('edit');

/** /admin/roles/{id}: the role, read-only until 'Edit User Role'; a failed load returns to the list. */
export function RoleDetailPage() {
  const canAdmin = useCan('internal-admin');
  return (
    <RecordFormPage
      resource={roleResource}
      id={useParams().id ?? ''}
      back={{ to: '/admin/roles', label: 'Back to User Roles' }}
      failedText="The user role could not be loaded."
      title={(role) => role.Name}
      subtitle={(role) => `Role ID ${role.ID}`}
      form={{
        title: 'Role Details',
        editLabel: 'Edit User Role',
        canEdit: canAdmin,
        schema,
        valuesOf: roleFormValues,
        toChange: toUpdateRequest,
        savedText: 'The role has been saved.',
        fields: (form, editing, role) => <RoleFields form={form} mode="edit" editing={editing} role={role} />,
      }}
      remove={{
        when: () => canAdmin,
        title: ROLE_TEXTS.deleteTitle,
        message: (role) => <RecordMessage name={role.Name} id={role.ID} text={ROLE_TEXTS.deleteMessage} />,
        doneText: 'The role has been deleted.',
      }}
      history="role"
    />
  );
}
