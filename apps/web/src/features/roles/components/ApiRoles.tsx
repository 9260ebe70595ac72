import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** The security profile's API roles, as the selected features translate (spec 1 §6). */
export function ApiRoles({ roles }: { roles: string[] }) {
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        API Roles
      </Typography>
      <Typography variant="body2" color="text.secondary">
        The security profile of this role grants these platform roles, built from the features selected.
      </Typography>
      {roles.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          None: the selected features need no platform roles.
        </Typography>
      ) : (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }} aria-label="API roles">
          {roles.map((role) => (
            <Chip key={role} label={role} size="small" variant="outlined" />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
