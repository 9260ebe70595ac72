import {
  ADMIN_USER_TEXTS,
  formatDateTime,
  USERNAME_MAX_LENGTH,
  type AdminUserDetail,
  type AdminUserForm,
  type adminUserFormSchema,
  type RoleOption,
  type StoreOption,
} from '@commerce/domain';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { ActiveChip } from '../../../ui/ActiveChip.tsx';
import { EmailLink } from '../../../ui/EmailLink.tsx';
import { FormTextField } from '../../../ui/FormTextField.tsx';
import { PasswordField } from '../../../ui/PasswordField.tsx';
import { PasswordRuleHint } from '../../../ui/PasswordRuleHint.tsx';
import { ReadOnlyField } from '../../../ui/ReadOnlyField.tsx';
import { RolePicker } from './RolePicker.tsx';
import { StoreName } from './StoreName.tsx';

export type AdminUserFormOutput = z.output<ReturnType<typeof adminUserFormSchema>>;
export type AdminUserFormApi = UseFormReturn<AdminUserForm, unknown, AdminUserFormOutput>;

export interface AdminUserFieldsProps {
  form: AdminUserFormApi;
  mode: 'create' | 'edit';
  editing: boolean;
  /** The saved user (detail page); absent on create. */
  user?: AdminUserDetail;
  allRoles: RoleOption[] | undefined;
  stores: StoreOption[] | undefined;
  canSeeAllRoles: boolean;
}

/** The stores to choose from, with the user's own store kept even when it is not a flagship one. */
function storeChoices(stores: StoreOption[] | undefined, user: AdminUserDetail | undefined): StoreOption[] {
  const choices = stores ?? [];
  const ownId = user?.xp.StoreAddressID;
  if (!ownId || choices.some((store) => store.ID === ownId)) return choices;
  return [
    ...choices,
    user.Store ?? { ID: ownId, CompanyName: `${ADMIN_USER_TEXTS.storeNotFound} (${ownId})` },
  ];
}

const passwordStatus = (lastChange: number | null) =>
  lastChange === null
    ? 'To be set by the user at next sign-in'
    : `Last changed ${formatDateTime(new Date(lastChange).toISOString())}`;

/** The internal user form (spec 1 §5), or its read-only view while not editing. */
export function AdminUserFields(props: AdminUserFieldsProps) {
  const { form, editing, user, allRoles, canSeeAllRoles } = props;
  const roles = (
    <Stack spacing={1}>
      <Divider />
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Roles
      </Typography>
      <Controller
        control={form.control}
        name="RoleIDs"
        render={({ field }) => (
          <RolePicker
            allRoles={allRoles}
            userRoles={user?.Roles ?? []}
            value={field.value}
            onChange={field.onChange}
            canSeeAllRoles={canSeeAllRoles}
            disabled={!editing}
          />
        )}
      />
    </Stack>
  );

  return (
    <Stack spacing={3}>
      {editing ? <EditableFields {...props} /> : user && <ReadOnlyFields user={user} />}
      {roles}
    </Stack>
  );
}

function ReadOnlyFields({ user }: { user: AdminUserDetail }) {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <ReadOnlyField label="Username" value={user.Username} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <ReadOnlyField label="Status" value={<ActiveChip active={user.Active} />} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <ReadOnlyField label="First Name" value={user.FirstName} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <ReadOnlyField label="Last Name" value={user.LastName} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <ReadOnlyField label="Email Address" value={<EmailLink email={user.Email} />} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <ReadOnlyField label="Store" value={<StoreName name={user.Store?.CompanyName ?? null} />} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <ReadOnlyField label="Password" value={passwordStatus(user.xp.LastPasswordChange)} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <ReadOnlyField label="Date Created" value={formatDateTime(user.DateCreated)} />
      </Grid>
    </Grid>
  );
}

function EditableFields({ form, mode, user, stores }: AdminUserFieldsProps) {
  const { control } = form;
  const password = useWatch({ control, name: 'Password' });
  const creating = mode === 'create';

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name="Username"
          label="Username"
          required
          disabled={!creating}
          autoComplete="off"
          helperText={
            creating ? `At most ${USERNAME_MAX_LENGTH} characters; it becomes the user ID.` : undefined
          }
          slotProps={{ htmlInput: { maxLength: USERNAME_MAX_LENGTH } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }} sx={{ display: 'flex', alignItems: 'center' }}>
        <Controller
          control={control}
          name="Active"
          render={({ field }) => (
            <FormControlLabel
              label="Active"
              control={
                <Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />
              }
            />
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name="FirstName" label="First Name" required />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name="LastName" label="Last Name" required />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name="Email" label="Email Address" type="email" required />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name="xp.StoreAddressID" label="Store" select required>
          {storeChoices(stores, user).map((store) => (
            <MenuItem key={store.ID} value={store.ID}>
              {store.CompanyName}
            </MenuItem>
          ))}
        </FormTextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Controller
          control={control}
          name="Password"
          render={({ field, fieldState }) => (
            <PasswordField
              {...field}
              label={creating ? 'Password' : 'New Password'}
              required={creating}
              autoComplete="new-password"
              error={!!fieldState.error}
              helperText={
                fieldState.error?.message ??
                (creating ? undefined : 'Leave blank to keep the current password.')
              }
            />
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Controller
          control={control}
          name="ConfirmPassword"
          render={({ field, fieldState }) => (
            <PasswordField
              {...field}
              label="Confirm Password"
              required={creating}
              autoComplete="new-password"
              error={!!fieldState.error}
              helperText={fieldState.error?.message}
            />
          )}
        />
      </Grid>
      {(creating || password !== '') && (
        <Grid size={12}>
          <PasswordRuleHint password={password} />
        </Grid>
      )}
    </Grid>
  );
}
