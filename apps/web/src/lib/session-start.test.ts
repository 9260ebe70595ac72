import { describe, expect, it } from 'vitest';
import { startupStep } from './session-start.ts';

const now = 1_800_000_000_000;

describe('startupStep', () => {
  it('uses a token more than 30 seconds from expiry', () => {
    expect(startupStep({ AccessTokenExpiresAt: now + 30_001, HasRefreshToken: false }, now)).toBe(
      'use-token',
    );
  });

  it('treats a token within 30 seconds of expiry as expired', () => {
    expect(startupStep({ AccessTokenExpiresAt: now + 30_000, HasRefreshToken: false }, now)).toBe('sign-in');
    expect(startupStep({ AccessTokenExpiresAt: now + 30_000, HasRefreshToken: true }, now)).toBe('refresh');
  });

  it('refreshes an expired token only when a refresh token exists', () => {
    expect(startupStep({ AccessTokenExpiresAt: now - 1, HasRefreshToken: true }, now)).toBe('refresh');
    expect(startupStep({ AccessTokenExpiresAt: now - 1, HasRefreshToken: false }, now)).toBe('sign-in');
  });

  it('signs in with no tokens at all', () => {
    expect(startupStep(null, now)).toBe('sign-in');
  });
});
