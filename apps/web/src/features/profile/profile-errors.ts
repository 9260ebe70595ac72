import { PROFILE_TEXTS } from '@commerce/domain';
import { ApiError } from '../../lib/api.ts';

/** The profile's save failure texts (spec 2 §8); a stale version keeps the server's explanation. */
export function profileSaveMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 409) return PROFILE_TEXTS.emailInUse;
    if (error.status === 412) return error.message;
  }
  return PROFILE_TEXTS.saveError;
}
