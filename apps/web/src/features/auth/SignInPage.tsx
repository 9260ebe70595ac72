import {
  Box,
  Button,
  Checkbox,
  CircularProgress,
  FormControlLabel,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useSession } from '../../lib/session.tsx';
import { useToast } from '../../lib/toast.ts';
import { InputField } from '../../ui/InputField.tsx';
import { PasswordField } from '../../ui/PasswordField.tsx';
import { ForgotPasswordPanel } from './ForgotPasswordPanel.tsx';
import { signInOutcome } from './sign-in-errors.ts';

type Panel = 'sign-in' | 'forgot';

/** The 'Commerce Admin' sign-in screen; the form hides while the request runs and returns on error. */
export function SignInPage() {
  const { signIn } = useSession();
  const toast = useToast();
  const [panel, setPanel] = useState<Panel>('sign-in');
  const [securityNotice, setSecurityNotice] = useState(false);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !password) return;
    setSubmitting(true);
    try {
      // The server checks the body with loginBodySchema; parsing it here would put zod (25 KB gzipped)
      // into the sign-in screen's bundle for the two checks above.
      await signIn({ Username: username.trim(), Password: password, RememberMe: rememberMe });
    } catch (error) {
      setSubmitting(false);
      const outcome = signInOutcome(error);
      if (outcome.kind === 'security-notice') {
        setSecurityNotice(true);
        setPanel('forgot');
      } else {
        toast.error(outcome.message);
      }
    }
  };

  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        px: 2,
        background: 'linear-gradient(160deg, #5b2a86 0%, #3b1a5a 55%, #2c5f2a 100%)',
      }}
    >
      <Paper sx={{ width: 'min(400px, 100%)', p: { xs: 3, sm: 4 }, borderRadius: 3 }} elevation={8}>
        <Typography
          variant="h5"
          component="h1"
          align="center"
          sx={{ fontWeight: 700, color: 'primary.main', mb: 3 }}
        >
          Commerce Admin
        </Typography>
        {panel === 'forgot' ? (
          <ForgotPasswordPanel
            securityNotice={securityNotice}
            onBack={() => {
              setPanel('sign-in');
              setSecurityNotice(false);
            }}
          />
        ) : submitting ? (
          <Stack alignItems="center" spacing={2} sx={{ py: 6 }} role="status">
            <CircularProgress />
            <Typography color="text.secondary">Signing in…</Typography>
          </Stack>
        ) : (
          <Stack component="form" spacing={2} onSubmit={submit} noValidate>
            <InputField
              label="Username"
              value={username}
              onChange={(event) => setUsername(event.target.value)}
              autoComplete="username"
              autoFocus
            />
            <PasswordField
              label="Password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              autoComplete="current-password"
            />
            <FormControlLabel
              control={
                <Checkbox checked={rememberMe} onChange={(event) => setRememberMe(event.target.checked)} />
              }
              label="Remember me"
            />
            <Button type="submit" variant="contained" size="large" disabled={!username.trim() || !password}>
              Sign In
            </Button>
            <Button variant="text" onClick={() => setPanel('forgot')}>
              Forgot Password?
            </Button>
          </Stack>
        )}
      </Paper>
      <Typography variant="caption" sx={{ color: 'rgba(255,255,255,0.7)', position: 'fixed', bottom: 12 }}>
        For staff use only
      </Typography>
    </Box>
  );
}
