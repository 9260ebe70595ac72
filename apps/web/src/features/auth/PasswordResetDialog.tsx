import { isValidPassword, resetExpiredPasswordRoute } from '@commerce/domain';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { call } from '../../lib/api.ts';
import { errorMessage } from '../../ui/errorMessage.ts';
import { useSession } from '../../lib/session.tsx';
import { useToast } from '../../lib/toast.ts';
import { PasswordField } from '../../ui/PasswordField.tsx';
import { PasswordRuleHint } from '../../ui/PasswordRuleHint.tsx';

/** Shown over the console when the password is missing a change time or is 90+ days old. */
export function PasswordResetDialog() {
  const { reload, signOut } = useSession();
  const toast = useToast();
  const [password, setPassword] = useState('');
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setLoading(true);
    setError(null);
    try {
      await call(resetExpiredPasswordRoute, { body: { NewPassword: password } });
      await reload();
      toast.success('Your password has been updated.');
    } catch (failure) {
      setError(errorMessage(failure, 'The password could not be changed. Try again.'));
      setLoading(false);
    }
  };

  return (
    <Dialog open maxWidth="xs" fullWidth aria-labelledby="password-reset-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="password-reset-title">Password Reset Required</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 0.5 }}>
            <Typography>
              Admin users must reset their password every 90 days. Choose a new password to continue.
            </Typography>
            {error && <Alert severity="error">{error}</Alert>}
            <PasswordField
              label="New Password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              autoComplete="new-password"
              autoFocus
              disabled={loading}
            />
            <PasswordRuleHint password={password} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => void signOut()} disabled={loading}>
            Sign Out
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!isValidPassword(password) || loading}
            startIcon={loading ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            Confirm
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
