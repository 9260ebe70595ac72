import { z } from 'zod';
import { USERNAME_MAX_LENGTH } from './constants.ts';
import { isValidPhone, phoneDigits } from './phone.ts';

/** An internal (admin) user as the API returns it (spec 1 §3). */
export const adminUserSchema = z.object({
  ID: z.string(),
  Username: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  Email: z.string(),
  Phone: z.string().nullable(),
  Active: z.boolean(),
  DateCreated: z.string(),
  Version: z.number().int(),
  xp: z.object({
    StoreAddressID: z.string().nullable(),
    LastPasswordChange: z.number().nullable(),
  }),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const usernameSchema = z
  .string()
  .trim()
  .min(1, 'Username is required.')
  .max(USERNAME_MAX_LENGTH, `Username can be at most ${USERNAME_MAX_LENGTH} characters.`);

export const nameSchema = (label: string) =>
  z.string().trim().min(1, `${label} is required.`).max(100, `${label} can be at most 100 characters.`);

export const emailSchema = z
  .string()
  .trim()
  .max(254, 'Email can be at most 254 characters.')
  .pipe(z.email('Enter a valid email address.'));

/** Empty means no phone; otherwise 10 digits, first 1–9. Stored as digits only. */
export const phoneSchema = z
  .string()
  .trim()
  .refine((value) => value === '' || isValidPhone(value), 'Enter a 10-digit phone number.')
  .transform((value) => (value === '' ? null : phoneDigits(value)));
