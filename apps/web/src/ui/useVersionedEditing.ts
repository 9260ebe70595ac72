import { useState } from 'react';

/**
 * Edit mode of a record's section, remembering the record version the edit started from: the save sends
 * it as If-Match, so a record someone else changed meanwhile is refused (412) rather than overwritten.
 */
export function useVersionedEditing(version: number) {
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
