import { z } from 'zod';

/** The shared password-strength rule (spec 1 §5), used by the sign-in, reset, profile and user forms. */
export const PASSWORD_MIN_LENGTH = 10;
/** Not in the spec's rule: a ceiling so a megabyte "password" cannot tie up the hasher. */
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%';
export const PASSWORD_EXPIRY_MS = 7_776_000_000; // 90 days

export const PASSWORD_HELP_TEXT =
  'Password must be between 10-12 characters long and include the following: 1 Uppercase letter (A-Z), 1 Digit (0-9), 1 of the following special characters ! @ # $ %, **Lower case letters (a-z) may also be used but do not fulfill a requirement';

/** What a password still lacks, in the words of the help text; empty when it is valid. */
export function passwordProblems(password: string): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push(`At least ${PASSWORD_MIN_LENGTH} characters`);
  if (password.length > PASSWORD_MAX_LENGTH) problems.push(`At most ${PASSWORD_MAX_LENGTH} characters`);
  if (!/[A-Z]/.test(password)) problems.push('1 Uppercase letter (A-Z)');
  if (!/[0-9]/.test(password)) problems.push('1 Digit (0-9)');
  if (![...PASSWORD_SPECIAL_CHARACTERS].some((c) => password.includes(c)))
    problems.push('1 of the following special characters ! @ # $ %');
  return problems;
}

export const isValidPassword = (password: string): boolean => passwordProblems(password).length === 0;

export const passwordSchema = z
  .string()
  .refine(isValidPassword, { message: 'Password does not meet security requirements.' });

/** A reset is required when there is no last-change time or it is at least 90 days old. */
export function passwordResetRequired(lastPasswordChange: number | null | undefined, now: number): boolean {
  if (lastPasswordChange == null) return true;
  return now - lastPasswordChange >= PASSWORD_EXPIRY_MS;
}
