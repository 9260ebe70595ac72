import { internalUsersUpload } from '../modules/admin-users/bulk-upload.ts';
import type { BulkJobHandler } from './bulk-handler.ts';

/**
 * Every kind of bulk upload the server runs. An area adds its handler here; a job type without one
 * answers 404 and its jobs wait (unfinished) until a server that has it picks them up.
 */
export const bulkJobHandlers: BulkJobHandler[] = [internalUsersUpload];
