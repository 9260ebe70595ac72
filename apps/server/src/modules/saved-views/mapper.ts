import type { SavedView } from '@commerce/domain';
import type { SavedViewRow } from '../../db/schema/saved-views.ts';

export const toSavedView = (row: SavedViewRow): SavedView => ({
  ID: row.id,
  ListID: row.listId,
  Name: row.name,
  Query: row.query,
  DateCreated: row.dateCreated.toISOString(),
});
