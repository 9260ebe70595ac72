/**
 * The people of the run. The admin comes from the server's first start (ADMIN_PASSWORD); the first sign-in
 * journey replaces that password with NEW_ADMIN_PASSWORD, so every later journey signs in with it
 * (the `journeys` project depends on the `first-sign-in` project). seed-users.ts seeds the demo dataset
 * (its staff below) and adds taker1 and trainee1 to the demo's groups.
 */
export interface TestUser {
  username: string;
  password: string;
  firstName: string;
  lastName: string;
}

export const ADMIN_PASSWORD = 'First!Admin1';
// 12 characters: within the 10-12 the rule's help text asks for.
export const NEW_ADMIN_PASSWORD = 'Changed!Adm2';

export const admin = {
  username: 'admin',
  firstName: 'Console',
  lastName: 'Administrator',
} as const;

/** Group 'Order Takers': order-reader and customer-reader, no internal-reader. */
export const taker: TestUser = {
  username: 'taker1',
  password: 'Taker!Pass1',
  firstName: 'Olive',
  lastName: 'Taker',
};

/** Group 'Training_Team' (the training group): customer-reader only. */
export const trainee: TestUser = {
  username: 'trainee1',
  password: 'Train!Pass1',
  firstName: 'Tina',
  lastName: 'Trainee',
};

/** The demo dataset of the run: every date relative to this day, one password for all its staff. */
export const DEMO_ANCHOR = '2026-03-02';
export const DEMO_PASSWORD = 'Demo!Staff1';

const demoUser = (username: string, firstName: string, lastName: string): TestUser => ({
  username,
  password: DEMO_PASSWORD,
  firstName,
  lastName,
});

/** One demo staff member of each permission group (apps/server/src/seed/demo/staff.ts). */
export const demoStaff = {
  administrator: demoUser('mjohnson', 'Maria', 'Johnson'),
  customerService: demoUser('kolson', 'Karen', 'Olson'),
  orderTaker: demoUser('lhansen', 'Linda', 'Hansen'),
  catalogue: demoUser('ewilson', 'Emily', 'Wilson'),
  delivery: demoUser('gmiller', 'Greg', 'Miller'),
  marketing: demoUser('cmartin', 'Claire', 'Martin'),
  trainee: demoUser('jvang', 'Jenny', 'Vang'),
} as const;

/**
 * The developer of the run (global-setup sets DEVELOPER_USERNAMES to this username): a Catalogue member
 * like demoStaff.catalogue, who is not one, so the two differ by the developer list alone.
 */
export const developer = demoUser('tbrandt', 'Thomas', 'Brandt');

export const fullName = (user: { firstName: string; lastName: string }) =>
  `${user.firstName} ${user.lastName}`;

/** A sold gift card seed-users.ts adds, with its balance (Build Order's balance check). */
export const SOLD_GIFT_CARD = { number: '6045999900000017', balance: '25.50' } as const;
