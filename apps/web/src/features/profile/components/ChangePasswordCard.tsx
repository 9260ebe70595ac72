import { AUTH_ERRORS, isValidPassword } from '@commerce/domain';
import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { hasErrorCode } from '../../../lib/api.ts';
import { errorMessage } from '../../../ui/errorMessage.ts';
import { useToast } from '../../../lib/toast.ts';
import { PasswordField } from '../../../ui/PasswordField.tsx';
import { PasswordRuleHint } from '../../../ui/PasswordRuleHint.tsx';
import { useReportUnsaved } from '../../../ui/record/unsavedChanges.ts';
import { useChangePassword } from '../api.ts';

/**
 * Change password: the current one and a valid new one. Three wrong tries of the current password end
 * the session (the server counts them, so reloading the page does not reset the count).
 */
export function ChangePasswordCard() {
  const change = useChangePassword();
  const toast = useToast();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The new password is the input worth keeping; a current one alone may be the browser's autofill.
  useReportUnsaved(next !== '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await change.mutateAsync({ CurrentPassword: current, NewPassword: next });
      setCurrent('');
      setNext('');
      toast.success('Your password has been changed.');
    } catch (failure) {
      if (hasErrorCode(failure, AUTH_ERRORS.tooManyPasswordAttempts)) {
        toast.error(failure.message);
        return;
      }
      setError(errorMessage(failure, 'The password could not be changed. Try again.'));
    }
  };

  return (
    <Paper variant="outlined" component="form" noValidate onSubmit={submit} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        Change Password
      </Typography>
      <Stack spacing={2}>
        {error && <Alert severity="error">{error}</Alert>}
        <PasswordField
          label="Current Password"
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
          autoComplete="current-password"
        />
        <PasswordField
          label="New Password"
          value={next}
          onChange={(event) => setNext(event.target.value)}
          autoComplete="new-password"
        />
        <PasswordRuleHint password={next} />
        <Stack direction="row" justifyContent="flex-end">
          <Button
            type="submit"
            variant="contained"
            loading={change.isPending}
            disabled={!current || !isValidPassword(next)}
          >
            Confirm
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
