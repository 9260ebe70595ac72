import { z } from 'zod';

// The profile's 'Start page' (issue 58), apart from the dashboard's schemas: the session and the sign-in
// read it, and importing it from dashboard.ts would bring those into the sign-in's chunk.

export const START_PAGES = ['profile', 'dashboard'] as const;
export type StartPage = (typeof START_PAGES)[number];
export const startPageSchema = z.enum(START_PAGES);

export const START_PAGE_PATHS: Record<StartPage, string> = { profile: '/profile', dashboard: '/dashboard' };
export const START_PAGE_LABELS: Record<StartPage, string> = { profile: 'My Profile', dashboard: 'Dashboard' };

/** A user's start page as stored on their record (xp.StartPage); anything else is My Profile. */
export const startPageOf = (xp: Record<string, unknown> | null | undefined): StartPage =>
  startPageSchema.catch('profile').parse(xp?.StartPage);
