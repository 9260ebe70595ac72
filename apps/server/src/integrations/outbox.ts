import { EventEmitter } from 'node:events';
import { and, count, desc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../db/client.ts';
import { outbox } from '../db/schema/outbox.ts';

/**
 * The outbox: a send to a system outside is written in the same transaction as the change that causes it,
 * then delivered after commit by the sender below, with retries. A change therefore never happens without
 * its send, and a send never goes out for a change that rolled back.
 */
export type OutboxRow = typeof outbox.$inferSelect;

export interface OutboxEntry {
  /** What kind of send: 'email' … each kind has one handler. */
  kind: string;
  entity: string;
  entityId: string;
  payload: Record<string, unknown>;
  /** Not before this time (default: now), e.g. so that repeated requests of one publish collapse. */
  nextAttemptAt?: Date;
}

/** How a send went out: the channel ('file', 'http', 'smtp', 'storage' …) and what names it there. */
export interface OutboxDelivery {
  channel: string;
  reference?: string;
}

/** Delivers one send; throws to have it retried later. May report how it went out (kept in `channel`). */
export type OutboxHandler = (
  payload: Record<string, unknown>,
  row: OutboxRow,
) => Promise<void | OutboxDelivery>;

export interface OutboxFailure {
  error: string;
  /** The outbox gives up: the row is now `failed` and no attempt follows (unless a developer retries it). */
  final: boolean;
}

/**
 * A handler whose outcome an area writes back (a shipment's ERP status and time). The hooks run in the
 * transaction that records the attempt, so the outbox row and the area's record never disagree.
 */
export interface OutboxHandlerWithHooks {
  deliver: OutboxHandler;
  /**
   * With the row marked sent. If it throws, nothing of it is kept and the attempt counts as failed, so the
   * send is retried: receivers rely on the idempotency key (outbox-{id}) to apply it once.
   */
  onDelivered?(tx: Tx, row: OutboxRow, delivery: OutboxDelivery | undefined): Promise<void>;
  /** With the failed attempt recorded. If it throws, the failure is still recorded (its error appended). */
  onFailed?(tx: Tx, row: OutboxRow, failure: OutboxFailure): Promise<void>;
}

/** The handlers a sender runs, by outbox kind. */
export type OutboxHandlers = Record<string, OutboxHandler | OutboxHandlerWithHooks>;

const withHooks = (handler: OutboxHandler | OutboxHandlerWithHooks): OutboxHandlerWithHooks =>
  typeof handler === 'function' ? { deliver: handler } : handler;

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export const OUTBOX_MAX_ATTEMPTS = 5;
/** A claimed send is another process's for this long; then it counts as abandoned and is tried again. */
const CLAIM_SECONDS = 300;
const FIRST_RETRY_SECONDS = 30;

/** Waits 30 s, 1 min, 2 min, 4 min … between attempts. */
export const retryDelaySeconds = (attempts: number): number => FIRST_RETRY_SECONDS * 2 ** (attempts - 1);

const signal = new EventEmitter();

/** Writes a send inside the caller's transaction; returns its ID. Call notifyOutbox() after commit. */
export async function enqueue(tx: DbOrTx, entry: OutboxEntry): Promise<number> {
  const [row] = await tx.insert(outbox).values(entry).returning({ id: outbox.id });
  return row!.id;
}

/** Sends of one kind about one record: a record's sends are found by these (outbox_entity_idx). */
export type SendOf = Pick<OutboxEntry, 'kind' | 'entity' | 'entityId'>;

const about = (send: SendOf) =>
  and(eq(outbox.entity, send.entity), eq(outbox.entityId, send.entityId), eq(outbox.kind, send.kind));

/**
 * The send of this kind about this record that is still on its way (waiting, in flight or retrying after a
 * failed attempt), if any: what an action that must not queue the same send twice looks at first.
 */
export async function pendingSendId(db: DbOrTx, send: SendOf): Promise<number | null> {
  const [row] = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(about(send), eq(outbox.status, 'pending')))
    .limit(1);
  return row?.id ?? null;
}

/**
 * The send of this kind about this record that waits for its first attempt, locked until the caller's
 * transaction ends (one a sender holds is passed over): a request that can join it queues no other.
 */
export async function unattemptedSendId(tx: DbOrTx, send: SendOf): Promise<number | null> {
  const [row] = await tx
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(about(send), eq(outbox.status, 'pending'), eq(outbox.attempts, 0)))
    .limit(1)
    .for('update', { skipLocked: true });
  return row?.id ?? null;
}

/** The latest send of this kind about this record, whatever became of it. */
export async function latestSend(db: DbOrTx, send: SendOf): Promise<OutboxRow | null> {
  const [row] = await db.select().from(outbox).where(about(send)).orderBy(desc(outbox.id)).limit(1);
  return row ?? null;
}

/** When the last delivered send of this kind about this record went out. */
export async function lastSentAt(db: DbOrTx, send: SendOf): Promise<Date | null> {
  const [row] = await db
    .select({ sentAt: outbox.sentAt })
    .from(outbox)
    .where(and(about(send), eq(outbox.status, 'sent')))
    .orderBy(desc(outbox.sentAt))
    .limit(1);
  return row?.sentAt ?? null;
}

/** Sends of any of these kinds about any of these records (an order's, its shipments' …). */
export interface SendsAbout {
  kinds: readonly string[];
  entities: readonly string[];
  entityIds: readonly string[];
}

/** The latest `limit` sends matching any of the groups, newest first. */
export async function latestSendsAbout(
  db: DbOrTx,
  groups: readonly SendsAbout[],
  limit: number,
): Promise<OutboxRow[]> {
  const matching = groups
    .filter((group) => group.kinds.length > 0 && group.entities.length > 0 && group.entityIds.length > 0)
    .map((group) =>
      and(
        inArray(outbox.kind, [...group.kinds]),
        inArray(outbox.entity, [...group.entities]),
        inArray(outbox.entityId, [...group.entityIds]),
      ),
    );
  if (matching.length === 0) return [];
  return db
    .select()
    .from(outbox)
    .where(or(...matching))
    .orderBy(desc(outbox.id))
    .limit(limit);
}

/** The latest sends, newest first (the developer tools' list). */
export const latestSends = (db: DbOrTx, limit: number): Promise<OutboxRow[]> =>
  db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit);

/** One send, or null. */
export async function sendById(db: DbOrTx, id: number): Promise<OutboxRow | null> {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  return row ?? null;
}

/** Wakes this process's sender now instead of at its next poll (other processes still poll). */
export const notifyOutbox = (): void => {
  signal.emit('due');
};

export interface DeliveryReport {
  sent: number;
  retrying: number;
  failed: number;
}

/**
 * Delivers the due sends of the kinds given. Claiming pushes `next_attempt_at` past the claim time in one
 * statement (FOR UPDATE SKIP LOCKED), so processes sharing a database never deliver the same send twice while
 * it is in flight, and a process that dies mid-send leaves it to be tried again after the claim lapses.
 */
export async function deliverDue(db: Db, handlers: OutboxHandlers, batchSize = 20): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
  const kinds = Object.keys(handlers);
  if (kinds.length === 0) return report;
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, sql`now()`), inArray(outbox.kind, kinds)),
    )
    .orderBy(outbox.nextAttemptAt, outbox.id)
    .limit(batchSize)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(outbox)
    .set({
      attempts: sql`${outbox.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => ${CLAIM_SECONDS})`,
    })
    .where(inArray(outbox.id, due))
    .returning();

  for (const row of claimed.sort((a, b) => a.id - b.id)) {
    const handler = withHooks(handlers[row.kind]!);
    try {
      const delivery = (await handler.deliver(row.payload, row)) ?? undefined;
      await db.transaction(async (tx) => {
        await tx
          .update(outbox)
          .set({ status: 'sent', sentAt: sql`now()`, lastError: null, channel: delivery?.channel ?? null })
          .where(eq(outbox.id, row.id));
        await handler.onDelivered?.(tx, row, delivery);
      });
      report.sent++;
    } catch (error) {
      const failure: OutboxFailure = { error: errorText(error), final: row.attempts >= OUTBOX_MAX_ATTEMPTS };
      const record = (tx: DbOrTx, lastError: string) =>
        tx
          .update(outbox)
          .set(
            failure.final
              ? { status: 'failed', lastError, failedAt: sql`now()` }
              : {
                  lastError,
                  nextAttemptAt: sql`now() + make_interval(secs => ${retryDelaySeconds(row.attempts)})`,
                },
          )
          .where(eq(outbox.id, row.id));
      try {
        await db.transaction(async (tx) => {
          await record(tx, failure.error);
          await handler.onFailed?.(tx, row, failure);
        });
      } catch (hookError) {
        await record(db, `${failure.error} (the failure hook failed too: ${errorText(hookError)})`);
      }
      if (failure.final) report.failed++;
      else report.retrying++;
    }
  }
  return report;
}

export interface OutboxSender {
  stop(): Promise<void>;
}

/**
 * Runs deliverDue every `intervalMs` and whenever notifyOutbox() is called in this process. One round at a
 * time; a failing round is logged and the next one tries again.
 */
export function startOutboxSender(options: {
  db: Db;
  handlers: OutboxHandlers;
  log: { error(object: unknown, message: string): void };
  intervalMs?: number;
}): OutboxSender {
  const { db, handlers, log, intervalMs = 5000 } = options;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const round = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          const report = await deliverDue(db, handlers);
          // A full batch may mean more are due right away.
          if (report.sent + report.retrying + report.failed > 0) again = true;
        } catch (error) {
          log.error({ err: error }, 'outbox delivery round failed');
        }
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
    return running;
  };

  const timer = setInterval(() => void round(), intervalMs);
  timer.unref();
  const onDue = () => void round();
  signal.on('due', onDue);
  void round();

  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      signal.off('due', onDue);
      await running;
    },
  };
}

export type RetryOutcome = 'retrying' | 'not-found' | 'not-failed';

/**
 * A developer's retry of a send the outbox gave up on: pending again, due now, with a fresh round of
 * attempts (its last error stays until the next attempt). Call notifyOutbox() afterwards.
 */
export async function retryFailedSend(db: DbOrTx, id: number): Promise<RetryOutcome> {
  const [retried] = await db
    .update(outbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()`, failedAt: null })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'failed')))
    .returning({ id: outbox.id });
  if (retried) return 'retrying';
  const [exists] = await db.select({ id: outbox.id }).from(outbox).where(eq(outbox.id, id));
  return exists ? 'not-failed' : 'not-found';
}

export interface OutboxBacklog {
  /** Sends not yet delivered: due, waiting for a retry, or in a sender's hands. */
  pending: number;
  /** How long the oldest of them has waited since its change queued it; 0 with none. */
  oldestPendingSeconds: number;
}

/** What the outbox still has to deliver, for the metrics (the partial index on pending sends serves it). */
export async function outboxBacklog(db: Db): Promise<OutboxBacklog> {
  const [row] = await db
    .select({
      pending: count(),
      oldestPendingSeconds: sql<number>`coalesce(extract(epoch from now() - min(${outbox.createdAt})), 0)::float8`,
    })
    .from(outbox)
    .where(eq(outbox.status, 'pending'));
  return { pending: row?.pending ?? 0, oldestPendingSeconds: Number(row?.oldestPendingSeconds ?? 0) };
}
