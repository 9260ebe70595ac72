import type { FeatureKey } from '@commerce/domain';
import type { ReactNode } from 'react';
import { useSession } from './session.tsx';

/** Whether the signed-in user holds any one of the keys. Hiding is for clarity; the server enforces. */
export function useCan(...anyOf: FeatureKey[]): boolean {
  const { session } = useSession();
  return !!session && anyOf.some((key) => session.Permissions.includes(key));
}

/** Renders its children only for holders of any one of the keys. */
export function Can({
  anyOf,
  children,
  fallback = null,
}: {
  anyOf: FeatureKey[];
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return <>{useCan(...anyOf) ? children : fallback}</>;
}
