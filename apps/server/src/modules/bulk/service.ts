import type { BulkJobHandler } from '../../jobs/bulk-handler.ts';
import type { BulkJobRunner } from '../../jobs/bulk-runner.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import type { Principal } from '../../http/principal.ts';

/** The handler of a job type the caller may use: 404 for a type the server does not run, else 403. */
export function handlerFor(runner: BulkJobRunner, type: string, principal: Principal): BulkJobHandler {
  const handler = runner.handlerFor(type);
  if (!handler) throw notFound('The job type');
  if (!handler.features.some((key) => principal.permissions.includes(key))) throw forbidden();
  return handler;
}
