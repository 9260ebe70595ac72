import type { RoleOption } from '@commerce/domain';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface RolePickerProps {
  /** Every role a user can be given; undefined while loading (only admins need it). */
  allRoles: RoleOption[] | undefined;
  /** The roles the saved user holds, by name (what a non-admin sees). */
  userRoles: RoleOption[];
  /** The selected role IDs. */
  value: string[];
  onChange(roleIds: string[]): void;
  /** Admins see every role; others only the ones selected (spec 1 §6). */
  canSeeAllRoles: boolean;
  disabled: boolean;
}

/** The user's roles as checkboxes: every role for an admin, only the selected ones for anyone else. */
export function RolePicker({
  allRoles,
  userRoles,
  value,
  onChange,
  canSeeAllRoles,
  disabled,
}: RolePickerProps) {
  if (canSeeAllRoles && !allRoles) return <Skeleton variant="rounded" height={96} />;
  const shown = canSeeAllRoles ? (allRoles ?? []) : userRoles.filter((role) => value.includes(role.ID));
  if (shown.length === 0) {
    return (
      <Typography color="text.secondary">
        {canSeeAllRoles ? 'No roles exist yet.' : 'No roles assigned.'}
      </Typography>
    );
  }

  const toggle = (id: string, checked: boolean) =>
    onChange(checked ? [...value, id] : value.filter((selected) => selected !== id));

  return (
    <Box
      role="group"
      aria-label="Roles"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
        columnGap: 2,
        maxHeight: 320,
        overflowY: 'auto',
      }}
    >
      {shown.map((role) => (
        <FormControlLabel
          key={role.ID}
          disabled={disabled}
          sx={{ mr: 0, alignItems: 'flex-start', '& .MuiCheckbox-root': { pt: 0.5 } }}
          control={
            <Checkbox
              size="small"
              checked={value.includes(role.ID)}
              onChange={(event) => toggle(role.ID, event.target.checked)}
            />
          }
          label={
            <Stack sx={{ py: 0.5, minWidth: 0 }}>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {role.Name}
              </Typography>
              {role.Name !== role.ID && (
                <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {role.ID}
                </Typography>
              )}
            </Stack>
          }
        />
      ))}
    </Box>
  );
}
