import { useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { useUnsavedChangesGuard } from '../useUnsavedChangesGuard.tsx';
import { UnsavedChangesContext } from './unsavedChanges.ts';

/**
 * The page whose sections and dialogs report unsaved changes (`useReportUnsaved`): leaving it while any of
 * them holds some asks first. RecordPage is one; a page of tabs or cards that is not a record page wraps its
 * content in one. Inside another scope it adds nothing: the outer one guards (a router has one guard).
 */
export function UnsavedChangesScope({ children }: { children: ReactNode }) {
  const outer = useContext(UnsavedChangesContext);
  return outer ? children : <GuardedScope>{children}</GuardedScope>;
}

function GuardedScope({ children }: { children: ReactNode }) {
  // The guard asks the set itself when a navigation starts: a section that reports itself clean and leaves
  // in the same step (a created record's page opened after the save) is let through at once.
  const dirtySections = useRef(new Set<string>());
  const [dirty, setDirty] = useState(false);
  const report = useCallback((section: string, sectionDirty: boolean) => {
    if (sectionDirty) dirtySections.current.add(section);
    else dirtySections.current.delete(section);
    setDirty(dirtySections.current.size > 0);
  }, []);
  const guard = useUnsavedChangesGuard(dirty, () => dirtySections.current.size > 0);
  return (
    <UnsavedChangesContext.Provider value={report}>
      {children}
      {guard}
    </UnsavedChangesContext.Provider>
  );
}
