import { createContext, useCallback, useContext, useEffect, useId } from 'react';

/** How a section tells the page around it whether it holds unsaved changes (UnsavedChangesScope provides it). */
export const UnsavedChangesContext = createContext<((section: string, dirty: boolean) => void) | null>(null);

/**
 * Tells the page around (a record page, or another `UnsavedChangesScope`) that this section holds unsaved
 * changes, so leaving the page asks first. The kit's section forms and FormDialog call it; a section outside
 * any scope reports to nobody. Returns a way to report at once, for an editor that turns clean and leaves
 * in the same step (Cancel, or a save that opens the created record), before its next render would.
 */
export function useReportUnsaved(dirty: boolean): (dirtyNow: boolean) => void {
  const report = useContext(UnsavedChangesContext);
  const section = useId();
  useEffect(() => {
    report?.(section, dirty);
  }, [report, section, dirty]);
  useEffect(() => () => report?.(section, false), [report, section]);
  return useCallback((dirtyNow: boolean) => report?.(section, dirtyNow), [report, section]);
}
