import type { FeatureKey } from '@commerce/domain';
import { TRAINING_GROUP_ID } from '@commerce/domain';
import type { Db } from '../../db/client.ts';
import { customerGroups, customers, orders } from '../../db/schema/index.ts';
import { createUser, signIn, USER_PASSWORD } from '../../../test/helpers.ts';
import type { FastifyInstance } from 'fastify';

/** Test data for the customers area, inserted straight into the database. */

let counter = 0;

export type NewCustomer = Partial<typeof customers.$inferInsert>;

export async function insertCustomer(db: Db, values: NewCustomer = {}) {
  counter += 1;
  const id = values.id ?? String(100000 + counter);
  const email = values.email ?? `customer${id}@example.com`;
  const [row] = await db
    .insert(customers)
    .values({
      id,
      firstName: 'Casey',
      lastName: `Customer${id}`,
      email,
      username: values.username ?? email,
      cecsSyncedAt: new Date('2025-01-02T03:04:05Z'),
      cecsSyncStatus: 'Success',
      ...values,
    })
    .returning();
  return row!;
}

export async function insertGroup(db: Db, id: string, flags: { comm?: boolean; store?: boolean } = {}) {
  await db
    .insert(customerGroups)
    .values({
      id,
      name: `${id} Group`,
      isCommGroup: flags.comm ?? false,
      isBachmansGroup: flags.store ?? true,
    })
    .onConflictDoNothing();
}

export async function insertOrder(
  db: Db,
  values: { id: string; fromUserId: string; status?: string; submitted?: Date },
) {
  const [row] = await db
    .insert(orders)
    .values({
      id: values.id,
      fromUserId: values.fromUserId,
      fromUser: {
        ID: values.fromUserId,
        Username: 'u',
        FirstName: 'F',
        LastName: 'L',
        Email: 'e@example.com',
      },
      status: values.status ?? 'Open',
      dateSubmitted: values.submitted ?? new Date('2025-05-01T10:00:00Z'),
      subtotal: '40.00',
      shippingCost: '5.00',
      taxCost: '3.10',
      total: '48.10',
    })
    .returning();
  return row!;
}

/** A staff member holding exactly `permissions` (and in Training_Team when `training`), signed in. */
export async function staff(
  app: FastifyInstance,
  db: Db,
  username: string,
  permissions: FeatureKey[],
  options: { training?: boolean } = {},
) {
  await createUser(db, {
    username,
    permissions,
    groups: options.training ? [{ id: TRAINING_GROUP_ID, permissions: [] }] : [],
  });
  return signIn(app, username, USER_PASSWORD);
}
