// Every table, for Drizzle (db/client.ts) and drizzle-kit: each file is owned by the module of its name or
// by the layer below the modules that works it (eslint-rules/boundaries.js); nothing else imports this one.
export * from './admin-users.ts';
export * from './assets.ts';
export * from './audit.ts';
export * from './auth.ts';
export * from './build-order.ts';
export * from './categories.ts';
export * from './content.ts';
export * from './customers.ts';
export * from './dcf.ts';
export * from './destinations.ts';
export * from './giftcards.ts';
export * from './jobs.ts';
export * from './marketing.ts';
export * from './orders.ts';
export * from './outbox.ts';
export * from './products.ts';
export * from './roles.ts';
export * from './saved-views.ts';
export * from './sessions.ts';
export * from './settings.ts';
export * from './stores.ts';
