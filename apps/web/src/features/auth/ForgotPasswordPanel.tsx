import { SIGN_IN_TEXTS } from '@commerce/domain';
import { Button, Stack, Typography } from '@mui/material';

/** How to get a password reset: by e-mail in business hours, otherwise by phone. */
export function ForgotPasswordPanel({
  securityNotice,
  onBack,
}: {
  securityNotice: boolean;
  onBack: () => void;
}) {
  return (
    <Stack spacing={2}>
      {securityNotice && (
        <Typography sx={{ fontWeight: 700 }} role="alert">
          {SIGN_IN_TEXTS.securityNotice}
        </Typography>
      )}
      <Typography>Passwords are reset by the e-commerce team.</Typography>
      <Typography>
        During business hours, Monday to Friday 8 a.m. to 4 p.m., request a reset by e-mail. Outside those
        hours, request it by phone.
      </Typography>
      <Button variant="contained" onClick={onBack}>
        Back to Login
      </Button>
    </Stack>
  );
}
