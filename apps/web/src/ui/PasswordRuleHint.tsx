import { PASSWORD_HELP_TEXT, passwordProblems } from '@commerce/domain';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { Box, Stack, Typography } from '@mui/material';

const REQUIREMENTS = [
  'At least 10 characters',
  '1 Uppercase letter (A-Z)',
  '1 Digit (0-9)',
  '1 of the following special characters ! @ # $ %',
];

/** The spec's help text plus a live checklist of what the typed password still lacks. */
export function PasswordRuleHint({ password }: { password: string }) {
  const problems = passwordProblems(password);
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
        {PASSWORD_HELP_TEXT}
      </Typography>
      <Stack
        component="ul"
        spacing={0.25}
        sx={{ listStyle: 'none', m: 0, p: 0 }}
        aria-label="Password requirements"
      >
        {REQUIREMENTS.map((requirement) => {
          const met = password.length > 0 && !problems.includes(requirement);
          return (
            <Typography
              key={requirement}
              component="li"
              variant="caption"
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 0.5,
                color: met ? 'success.main' : 'text.secondary',
              }}
            >
              {met ? <CheckCircle sx={{ fontSize: 14 }} /> : <RadioButtonUnchecked sx={{ fontSize: 14 }} />}
              {requirement}
            </Typography>
          );
        })}
      </Stack>
    </Box>
  );
}
