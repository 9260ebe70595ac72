import { createContext, useContext, useEffect, useId } from 'react';

/** How a section tells its record page whether it holds unsaved changes (RecordPage provides it). */
export const UnsavedChangesContext = createContext<((section: string, dirty: boolean) => void) | null>(null);

/**
 * Tells the record page around (if any) that this section holds unsaved changes, so leaving the page asks
 * first. The kit's section forms call it; a section outside a record page reports to nobody.
 */
export function useReportUnsaved(dirty: boolean): void {
  const report = useContext(UnsavedChangesContext);
  const section = useId();
  useEffect(() => {
    report?.(section, dirty);
  }, [report, section, dirty]);
  useEffect(() => () => report?.(section, false), [report, section]);
}
