import {
  apiRolesFor,
  ROLE_ID_MAX_LENGTH,
  type RoleDetail,
  type RoleForm,
  type roleFormSchema,
} from '@commerce/domain';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { FormTextField } from '../../../ui/FormTextField.tsx';
import { ReadOnlyField } from '../../../ui/ReadOnlyField.tsx';
import { ApiRoles } from './ApiRoles.tsx';
import { PermissionSelection } from './PermissionSelection.tsx';

export type RoleFormOutput = z.output<ReturnType<typeof roleFormSchema>>;
export type RoleFormApi = UseFormReturn<RoleForm, unknown, RoleFormOutput>;

export interface RoleFieldsProps {
  form: RoleFormApi;
  mode: 'create' | 'edit';
  editing: boolean;
  /** The saved role (detail page); absent on create. */
  role?: RoleDetail;
}

/** The role form and its permission selection, or their read-only view while not editing. */
export function RoleFields({ form, mode, editing, role }: RoleFieldsProps) {
  const { control } = form;
  const permissions = useWatch({ control, name: 'xp.Permissions' });
  // Read-only, the stored profile speaks for itself; while editing, what the selection will make.
  const apiRoles = editing || !role?.SecurityProfile ? apiRolesFor(permissions) : role.SecurityProfile.Roles;

  return (
    <Stack spacing={3}>
      {editing ? (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="ID"
              label="Identifier"
              required
              disabled={mode === 'edit'}
              autoComplete="off"
              helperText={
                mode === 'create' ? 'Letters, digits, "-" and "_"; it cannot change later.' : undefined
              }
              slotProps={{ htmlInput: { maxLength: ROLE_ID_MAX_LENGTH } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={control} name="Name" label="Name" required />
          </Grid>
          <Grid size={12}>
            <FormTextField control={control} name="Description" label="Description" multiline minRows={2} />
          </Grid>
        </Grid>
      ) : (
        role && (
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <ReadOnlyField label="Identifier" value={role.ID} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <ReadOnlyField label="Name" value={role.Name} />
            </Grid>
            <Grid size={12}>
              <ReadOnlyField
                label="Description"
                value={role.Description && <span style={{ whiteSpace: 'pre-line' }}>{role.Description}</span>}
              />
            </Grid>
          </Grid>
        )
      )}
      <Stack spacing={1}>
        <Divider />
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          Permissions
        </Typography>
        <Controller
          control={control}
          name="xp.Permissions"
          render={({ field }) => (
            <PermissionSelection value={field.value} onChange={field.onChange} disabled={!editing} />
          )}
        />
      </Stack>
      <ApiRoles roles={apiRoles} />
    </Stack>
  );
}
