import { useState } from 'react';

/**
 * Edit mode of a section, remembering the record version the edit started from: the save sends it as
 * If-Match, so a record someone else changed meanwhile is refused (412) rather than overwritten.
 */
export function useSectionEditing(version: number) {
  const [editing, setEditing] = useState(false);
  const [editVersion, setEditVersion] = useState(version);
  return {
    editing,
    editVersion,
    onEditingChange: (next: boolean) => {
      if (next) setEditVersion(version);
      setEditing(next);
    },
  };
}
