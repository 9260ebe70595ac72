import { EventEmitter } from 'node:events';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import { outbox } from '../db/schema/index.ts';

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
}

/** Delivers one send; throws to have it retried later. */
export type OutboxHandler = (payload: Record<string, unknown>, row: OutboxRow) => Promise<void>;

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
export async function deliverDue(
  db: Db,
  handlers: Record<string, OutboxHandler>,
  batchSize = 20,
): Promise<DeliveryReport> {
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
    try {
      await handlers[row.kind]!(row.payload, row);
      await db
        .update(outbox)
        .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
        .where(eq(outbox.id, row.id));
      report.sent++;
    } catch (error) {
      const lastError = error instanceof Error ? error.message : String(error);
      const givingUp = row.attempts >= OUTBOX_MAX_ATTEMPTS;
      await db
        .update(outbox)
        .set(
          givingUp
            ? { status: 'failed', lastError }
            : {
                lastError,
                nextAttemptAt: sql`now() + make_interval(secs => ${retryDelaySeconds(row.attempts)})`,
              },
        )
        .where(eq(outbox.id, row.id));
      if (givingUp) report.failed++;
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
  handlers: Record<string, OutboxHandler>;
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
