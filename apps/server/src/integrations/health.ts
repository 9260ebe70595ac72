import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/client.ts';
import { outbox, resendJobs } from '../db/schema/outbox.ts';

/*
 * How the sends of each kind are doing (the dashboard's integration health) and 'Resend failed': every
 * figure from the partial indexes on pending and failed sends (outbox_pending_kind_idx,
 * outbox_failed_kind_idx), which hold only the few sends not yet delivered.
 */

export interface KindHealth {
  pending: number;
  oldestPendingAt: Date | null;
  failedSince: number;
  /** Failures per hour, oldest hour first, the last one the current hour. */
  failuresPerHour: number[];
}

/** How the sends of each of these kinds are doing: two statements, whatever the number of kinds. */
export async function sendHealth(
  db: DbOrTx,
  kinds: readonly string[],
  since: Date,
  hours: number,
): Promise<Map<string, KindHealth>> {
  const pending = await db
    .select({
      kind: outbox.kind,
      count: sql<number>`count(*)::int`,
      oldest: sql<string | null>`min(${outbox.createdAt})::text`,
    })
    .from(outbox)
    .where(and(inArray(outbox.kind, [...kinds]), eq(outbox.status, 'pending')))
    .groupBy(outbox.kind);
  const hourly = await db
    .select({
      kind: outbox.kind,
      hour: sql<number>`floor(extract(epoch from ${outbox.failedAt}) / 3600)::int`,
      count: sql<number>`count(*)::int`,
    })
    .from(outbox)
    .where(and(inArray(outbox.kind, [...kinds]), eq(outbox.status, 'failed'), gte(outbox.failedAt, since)))
    .groupBy(outbox.kind, sql`2`);
  const lastHour = Math.floor(Date.now() / 3_600_000);
  return new Map(
    kinds.map((kind) => {
      const waiting = pending.find((row) => row.kind === kind);
      const failures = hourly.filter((row) => row.kind === kind);
      return [
        kind,
        {
          pending: waiting?.count ?? 0,
          oldestPendingAt: waiting?.oldest ? new Date(waiting.oldest) : null,
          failedSince: failures.reduce((sum, row) => sum + row.count, 0),
          failuresPerHour: Array.from(
            { length: hours },
            (_, index) => failures.find((row) => row.hour === lastHour - (hours - 1) + index)?.count ?? 0,
          ),
        },
      ];
    }),
  );
}

/** The sends of a kind given up on since `since` (outbox_failed_kind_idx). */
const failedSince = (kind: string, since: Date) =>
  and(eq(outbox.kind, kind), eq(outbox.status, 'failed'), gte(outbox.failedAt, since));

/**
 * Puts the sends of a kind given up on since `since` back in line, each once, as one job: a failed send
 * whose same send (kind, entity, record) is already pending again, or was made again since (sent or failed
 * in its turn), is left alone;
 * the others are pending again with a fresh round of attempts, due now. Locks them first, so two clicks
 * at once queue each send once. Call notifyOutbox() after commit.
 */
export async function resendFailedSends(
  tx: Tx,
  job: { kind: string; since: Date; actorId: string },
): Promise<{ jobId: number; queued: number; skipped: number }> {
  const failed = await tx
    .select({ id: outbox.id })
    .from(outbox)
    .where(failedSince(job.kind, job.since))
    .orderBy(outbox.id)
    .for('update');
  const ids = failed.map((row) => row.id);
  const queued =
    ids.length === 0
      ? []
      : await tx
          .update(outbox)
          .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()`, failedAt: null })
          .where(
            and(
              inArray(outbox.id, ids),
              sql`not exists (select 1 from ${outbox} as twin
                where twin.entity = ${outbox.entity} and twin.entity_id = ${outbox.entityId}
                  and twin.kind = ${outbox.kind} and twin.id <> ${outbox.id}
                  and (twin.status = 'pending' or (twin.status in ('sent', 'failed') and twin.id > ${outbox.id})))`,
            ),
          )
          .returning({ id: outbox.id });
  const sendIds = queued.map((row) => row.id).sort((a, b) => a - b);
  const [created] = await tx
    .insert(resendJobs)
    .values({ kind: job.kind, actorId: job.actorId, sendIds, skipped: ids.length - sendIds.length })
    .returning({ id: resendJobs.id });
  return { jobId: created!.id, queued: sendIds.length, skipped: ids.length - sendIds.length };
}

export interface ResendJobProgress {
  id: number;
  kind: string;
  total: number;
  sent: number;
  failed: number;
  pending: number;
  skipped: number;
  createdAt: Date;
}

/** A resend job and how its sends are doing now, or null. */
export async function resendJobProgress(db: DbOrTx, id: number): Promise<ResendJobProgress | null> {
  const [job] = await db.select().from(resendJobs).where(eq(resendJobs.id, id));
  if (!job) return null;
  const counts =
    job.sendIds.length === 0
      ? []
      : await db
          .select({ status: outbox.status, count: sql<number>`count(*)::int` })
          .from(outbox)
          .where(inArray(outbox.id, job.sendIds))
          .groupBy(outbox.status);
  const of = (status: string) => counts.find((row) => row.status === status)?.count ?? 0;
  return {
    id: job.id,
    kind: job.kind,
    total: job.sendIds.length,
    sent: of('sent'),
    failed: of('failed'),
    pending: of('pending'),
    skipped: job.skipped,
    createdAt: job.createdAt,
  };
}
