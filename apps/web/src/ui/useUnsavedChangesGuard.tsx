import { useEffect } from 'react';
import type { ReactElement } from 'react';
import { useBlocker } from 'react-router';
import type { BlockerFunction } from 'react-router';
import { UnsavedChangesDialog } from './UnsavedChangesDialog';

/**
 * While `dirty`, asks before in-app navigation and lets the browser warn on reload or tab close.
 * `isDirty`, when given, answers instead of `dirty` as a navigation starts, for state that changes before
 * the next render does. Returns the dialog element; render it anywhere in the page.
 */
export function useUnsavedChangesGuard(dirty: boolean, isDirty: () => boolean = () => dirty): ReactElement {
  const shouldBlock: BlockerFunction = ({ currentLocation, nextLocation }) =>
    isDirty() &&
    (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search);
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return (
    <UnsavedChangesDialog
      open={blocker.state === 'blocked'}
      onStay={() => blocker.reset?.()}
      onDiscard={() => blocker.proceed?.()}
    />
  );
}
