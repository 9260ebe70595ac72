import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api.ts';
import { signInOutcome } from './sign-in-errors.ts';

const failure = (status: number, ErrorCode: string, Message: string) =>
  new ApiError(status, [{ ErrorCode, Message }]);

describe('sign-in errors (spec 1 §8)', () => {
  it("shows 'Incorrect Credentials' for a wrong username or password", () => {
    expect(signInOutcome(failure(401, 'Auth.InvalidCredentials', 'x'))).toEqual({
      kind: 'toast',
      message: 'Incorrect Credentials',
    });
  });

  it('opens the forgot panel with the notice for a password that no longer meets the rule', () => {
    expect(
      signInOutcome(
        failure(401, 'Auth.PasswordDoesNotMeetRequirements', 'Password does not meet security requirements.'),
      ),
    ).toEqual({ kind: 'security-notice' });
  });

  it('tells a locked-out user how long to wait', () => {
    expect(signInOutcome(failure(429, 'Auth.LockedOut', 'Locked for 15 more minute(s)'))).toEqual({
      kind: 'toast',
      message: 'Locked for 15 more minute(s)',
    });
  });

  it("shows 'An Error Occurred' for anything else", () => {
    expect(signInOutcome(new TypeError('Failed to fetch'))).toEqual({
      kind: 'toast',
      message: 'An Error Occurred',
    });
    expect(signInOutcome(failure(500, 'Server.Error', 'boom'))).toEqual({
      kind: 'toast',
      message: 'An Error Occurred',
    });
  });
});
