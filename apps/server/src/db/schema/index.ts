export * from './admin-users.ts';
export * from './audit.ts';
export * from './auth.ts';
export * from './stores.ts';
