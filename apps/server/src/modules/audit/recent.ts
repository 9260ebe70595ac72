import { AUDIT_ENTITIES, auditActionLabel, isAuditEntity, type ActivityItem } from '@commerce/domain';
import type { DbOrTx } from '../../db/client.ts';
import { latestChanges } from '../../http/audit.ts';
import { holdsAny, type Principal } from '../../http/principal.ts';
import { userNames } from '../admin-users/public.ts';
import { HISTORY_READERS } from './readers.ts';

/** The records among these events the principal may not see (`entity/id`), one read a kind. */
async function hiddenRecords(
  db: DbOrTx,
  principal: Principal,
  events: readonly { entity: string; entityId: string }[],
): Promise<Set<string>> {
  const hidden = new Set<string>();
  const kinds = [...new Set(events.map((event) => event.entity))];
  await Promise.all(
    kinds.map(async (entity) => {
      const reader = isAuditEntity(entity) ? HISTORY_READERS[entity] : undefined;
      if (!reader?.visibleAmong) return;
      const ids = [
        ...new Set(events.filter((event) => event.entity === entity).map((event) => event.entityId)),
      ];
      const visible = await reader.visibleAmong(db, principal, ids);
      for (const id of ids) if (!visible.has(id)) hidden.add(`${entity}/${id}`);
    }),
  );
  return hidden;
}

/**
 * The latest changes the principal may read the History of (the dashboard's Recent activity): of every kind
 * of record whose reader key they hold, and of their own user record. A record the principal may not see (a
 * Training_Team member and a real customer's order) is left out, and twice as many are looked at for that.
 */
export async function recentChanges(
  db: DbOrTx,
  principal: Principal,
  limit: number,
): Promise<ActivityItem[]> {
  const entities = Object.entries(HISTORY_READERS)
    .filter(([, reader]) => holdsAny(principal, ...reader.anyOf))
    .map(([entity]) => entity);
  const rows = await latestChanges(
    db,
    {
      entities,
      ownRecord: entities.includes('admin-user')
        ? undefined
        : { entity: 'admin-user', entityId: principal.user.id },
    },
    limit * 2,
  );
  // Who made them and which records are hidden are independent reads: asked side by side.
  const [names, hidden] = await Promise.all([
    userNames(
      db,
      rows.flatMap((event) => (event.actorId ? [event.actorId] : [])),
    ),
    hiddenRecords(db, principal, rows),
  ]);
  const items: ActivityItem[] = [];
  for (const event of rows) {
    if (items.length === limit) break;
    if (hidden.has(`${event.entity}/${event.entityId}`)) continue;
    const actor = event.actorId ? names.get(event.actorId) : undefined;
    items.push({
      ID: event.id,
      At: event.at.toISOString(),
      ActorName: actor ? `${actor.firstName} ${actor.lastName}`.trim() || null : null,
      Entity: event.entity,
      EntityLabel: isAuditEntity(event.entity) ? AUDIT_ENTITIES[event.entity].label : event.entity,
      EntityID: event.entityId,
      ActionLabel: auditActionLabel(event.entity, event.action),
    });
  }
  return items;
}
