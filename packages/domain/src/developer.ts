import { defineApiErrors } from './api-errors.ts';

/** Errors of the developer tools (spec 3 §2 /developer). */
export const DEVELOPER_ERRORS = defineApiErrors({
  notFailed: {
    status: 409,
    code: 'Outbox.NotFailed',
    message: 'Only a send the outbox gave up on (failed) can be retried.',
  },
});
