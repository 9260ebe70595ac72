import { DELIVERY_TEXTS } from '@commerce/domain';
import Alert from '@mui/material/Alert';
import { ApiError } from '../../lib/api.ts';
import { errorMessage } from '../errorMessage.ts';

/** A settings screen's failed load of its section: 'No Buyer XP Available.' when the document is missing. */
export function SettingsLoadError({ error }: { error: unknown }) {
  const missing = error instanceof ApiError && error.status === 404;
  return (
    <Alert severity={missing ? 'warning' : 'error'}>
      {missing ? DELIVERY_TEXTS.noBuyerXp : errorMessage(error)}
    </Alert>
  );
}
