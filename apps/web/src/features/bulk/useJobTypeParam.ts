import { bulkJobTypesFor, isBulkJobType, type BulkJobType } from '@commerce/domain';
import { useParams } from 'react-router';
import { useSession } from '../../lib/session.tsx';

/** The route's job type when it is one the user may use; null otherwise (the page shows not-found). */
export function useJobTypeParam(): BulkJobType | null {
  const { jobType = '' } = useParams();
  const { session } = useSession();
  const allowed = bulkJobTypesFor(session?.Permissions ?? []);
  return isBulkJobType(jobType) && allowed.includes(jobType) ? jobType : null;
}
