import { ADMIN_USER_TEXTS } from '@commerce/domain';
import Typography from '@mui/material/Typography';

/** A user's store by company name, or 'NOT FOUND' in red when it cannot be found (spec 1 §2). */
export function StoreName({ name }: { name: string | null }) {
  if (name !== null) return <>{name}</>;
  return (
    <Typography component="span" variant="inherit" color="error" sx={{ fontWeight: 500 }}>
      {ADMIN_USER_TEXTS.storeNotFound}
    </Typography>
  );
}
