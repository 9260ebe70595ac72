import type { AdminUserCreate, AdminUserDetail, AdminUserForm, AdminUserPatch } from '@commerce/domain';
import type { AdminUserFormOutput } from './components/AdminUserFields.tsx';

export const EMPTY_USER_FORM: AdminUserForm = {
  Username: '',
  FirstName: '',
  LastName: '',
  Email: '',
  xp: { StoreAddressID: '' },
  Active: true,
  RoleIDs: [],
  Password: '',
  ConfirmPassword: '',
};

/** The form filled from a saved user; the password fields start blank (blank keeps the password). */
export const userFormValues = (user: AdminUserDetail): AdminUserForm => ({
  Username: user.Username,
  FirstName: user.FirstName,
  LastName: user.LastName,
  Email: user.Email,
  xp: { StoreAddressID: user.xp.StoreAddressID ?? '' },
  Active: user.Active,
  RoleIDs: user.Roles.map((role) => role.ID),
  Password: '',
  ConfirmPassword: '',
});

export const toCreateRequest = ({ ConfirmPassword: _, ...values }: AdminUserFormOutput): AdminUserCreate =>
  values;

/** The edit as one PATCH: every field (the server changes only what differs) and a password only if typed. */
export function toPatchRequest(values: AdminUserFormOutput): AdminUserPatch {
  const { Username: _, ConfirmPassword: __, Password, ...fields } = values;
  return Password === '' ? fields : { ...fields, Password };
}
