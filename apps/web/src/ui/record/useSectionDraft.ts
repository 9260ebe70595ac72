import { sameValue } from '@commerce/domain';
import { useState } from 'react';

/**
 * The input of a section edited in place with its own state rather than a form (a product's sections):
 * each edit starts from `saved`, the record as shown, and input that differs from it makes leaving the
 * record page ask first, as a section form's does (`useSectionForm`).
 */
export function useSectionDraft<Value>(saved: Value) {
  const [draft, setDraft] = useState<Value>(() => saved);
  return {
    draft,
    setDraft,
    /** EditableSection's props: Edit starts from the record, and unsaved input is reported. */
    section: {
      onEditingChange: (editing: boolean) => {
        if (editing) setDraft(saved);
      },
      unsaved: !sameValue(draft, saved),
    },
  };
}
