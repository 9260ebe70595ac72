import type { RoleCreate, RoleDetail, RoleForm, RoleUpdate } from '@commerce/domain';
import type { RoleFormOutput } from './components/RoleFields.tsx';

export const EMPTY_ROLE_FORM: RoleForm = { ID: '', Name: '', Description: '', xp: { Permissions: [] } };

export const roleFormValues = (role: RoleDetail): RoleForm => ({
  ID: role.ID,
  Name: role.Name,
  Description: role.Description ?? '',
  xp: { Permissions: role.xp.Permissions },
});

export const toCreateRequest = (values: RoleFormOutput): RoleCreate => values;

export const toUpdateRequest = ({ ID: _, ...values }: RoleFormOutput): RoleUpdate => values;
