import { addNote, CUSTOMER_ERRORS, type AuditActionOf, type CustomerDetail } from '@commerce/domain';
import { and, eq, notInArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { customerNotes } from '../../db/schema/customers.ts';
import { apiError } from '../../http/errors.ts';
import type { Principal } from '../../http/principal.ts';
import { toCustomerNote, type CustomerRow } from './mapper.ts';
import { changeCustomer, notesOf, type CustomerEdit } from './service.ts';

/*
 * Customer notes (spec 1 §5, §9; spec 2 §5) are part of the customer record (xp.Notes): each change bumps
 * the customer's version and is audited on the customer. At most five are kept, newest first.
 */

const noteNotFound = () => apiError(CUSTOMER_ERRORS.noteNotFound);

const authorOf = (principal: Principal) =>
  `${principal.user.firstName} ${principal.user.lastName}`.trim() || principal.user.username;

/** The audit shows the notes as their texts, before and after. */
const notesForAudit = async (tx: Tx, row: CustomerRow) => ({
  Notes: (await notesOf(tx, row.id)).map((note) => note.text),
});

/** The note's ID as stored (a bigserial); anything else names no note. */
function noteKey(noteId: string): number {
  const id = /^\d{1,15}$/.test(noteId) ? Number(noteId) : NaN;
  if (!Number.isSafeInteger(id)) throw noteNotFound();
  return id;
}

async function assertNoteOf(tx: Tx, customer: CustomerRow, noteId: string): Promise<number> {
  const id = noteKey(noteId);
  const [note] = await tx
    .select({ id: customerNotes.id })
    .from(customerNotes)
    .where(and(eq(customerNotes.id, id), eq(customerNotes.customerId, customer.id)));
  if (!note) throw noteNotFound();
  return id;
}

/** A change of the notes is a change of the customer: version checked (if given) and bumped, notes audited. */
const changeNotes = (
  tx: Tx,
  principal: Principal,
  edit: CustomerEdit,
  action: AuditActionOf<'customer'> & `${string}-note`,
  apply: (tx: Tx, customer: CustomerRow) => Promise<void>,
): Promise<CustomerDetail> =>
  changeCustomer(
    tx,
    principal,
    edit,
    action,
    async (tx, customer) => {
      await apply(tx, customer);
      return {};
    },
    notesForAudit,
  );

/**
 * Adds a note as the newest; a sixth drops the oldest in the same transaction (the customer row is locked,
 * so two adds at once cannot both keep five). Adding overwrites nothing, so it needs no If-Match.
 */
export const addCustomerNote = (tx: Tx, principal: Principal, { id, text }: { id: string; text: string }) =>
  changeNotes(tx, principal, { id, version: null }, 'add-note', async (tx, customer) => {
    const [note] = await tx
      .insert(customerNotes)
      .values({ customerId: customer.id, text, author: authorOf(principal), authorId: principal.user.id })
      .returning();
    const older = (await notesOf(tx, customer.id)).filter((row) => row.id !== note!.id);
    const kept = addNote(older.map(toCustomerNote), toCustomerNote(note!)).map((row) => Number(row.ID));
    await tx
      .delete(customerNotes)
      .where(and(eq(customerNotes.customerId, customer.id), notInArray(customerNotes.id, kept)));
  });

/** Changes a note's text; author and date stay those of the note as written (the audit names the editor). */
export const editCustomerNote = (
  tx: Tx,
  principal: Principal,
  { noteId, text, ...edit }: CustomerEdit & { noteId: string; text: string },
) =>
  changeNotes(tx, principal, edit, 'edit-note', async (tx, customer) => {
    const id = await assertNoteOf(tx, customer, noteId);
    await tx.update(customerNotes).set({ text }).where(eq(customerNotes.id, id));
  });

/** Deleting overwrites nothing another editor could have changed, so it needs no If-Match either. */
export const deleteCustomerNote = (
  tx: Tx,
  principal: Principal,
  { id, noteId }: { id: string; noteId: string },
) =>
  changeNotes(tx, principal, { id, version: null }, 'delete-note', async (tx, customer) => {
    const id = await assertNoteOf(tx, customer, noteId);
    await tx.delete(customerNotes).where(eq(customerNotes.id, id));
  });
