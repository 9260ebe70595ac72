import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appTheme } from './theme.ts';

describe('appTheme', () => {
  it('keeps MUI’s transitions by default', () => {
    const { transitions } = appTheme(false);
    expect(transitions.duration.enteringScreen).toBe(225);
    expect(transitions.getAutoHeightDuration(400)).toBeGreaterThan(0);
    expect(transitions.create('opacity')).toMatch(/^opacity \d+ms/);
  });

  it('makes every transition instant when the system asks for reduced motion', () => {
    const { transitions, palette } = appTheme(true);
    expect(Object.values(transitions.duration).every((ms) => ms === 0)).toBe(true);
    expect(transitions.getAutoHeightDuration(400)).toBe(0);
    expect(transitions.create('opacity')).toBe('opacity 0ms cubic-bezier(0.4, 0, 0.2, 1) 0ms');
    expect(palette.primary.main).toBe('#5b2a86');
  });

  it('keeps a button beside fields on one line, whole', () => {
    render(
      <ThemeProvider theme={appTheme(false)}>
        <Stack direction="row" sx={{ width: 200 }}>
          <TextField label="Fee amount" />
          <Button>Add Fee</Button>
        </Stack>
      </ThemeProvider>,
    );
    expect(screen.getByRole('button', { name: 'Add Fee' })).toHaveStyle({
      whiteSpace: 'nowrap',
      flexShrink: '0',
    });
  });
});
