import type { ChargeAccount, Customer, CustomerListItem, CustomerNote } from '@commerce/domain';
import type { customerNotes, customers, spendingAccounts } from '../../db/schema/customers.ts';

export type CustomerRow = typeof customers.$inferSelect;
export type CustomerNoteRow = typeof customerNotes.$inferSelect;
export type SpendingAccountRow = typeof spendingAccounts.$inferSelect;

type Instant = Date | string | null;

/**
 * The columns a list row needs: no xp, which only the detail reads. The list reads its timestamps as ISO
 * text (cheaper for a page of 100); a whole record has them as Dates.
 */
export type CustomerListRow = Pick<
  CustomerRow,
  | 'id'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'username'
  | 'phone'
  | 'active'
  | 'charge'
  | 'eagleCustomerNumber'
  | 'trainingUser'
> & {
  dateCreated: Date | string;
  lastOrderSubmitted: Instant;
  lastLogin: Instant;
  cecsSyncedAt: Instant;
};

const iso = (instant: Instant): string | null =>
  instant === null || typeof instant === 'string' ? instant : instant.toISOString();

export const toCustomerListItem = (row: CustomerListRow): CustomerListItem => ({
  ID: row.id,
  FirstName: row.firstName,
  LastName: row.lastName,
  Email: row.email,
  Username: row.username,
  Phone: row.phone,
  Active: row.active,
  DateCreated: iso(row.dateCreated)!,
  xp: {
    Charge: row.charge,
    EagleCustomerNumber: row.eagleCustomerNumber,
    LastOrderSubmitted: iso(row.lastOrderSubmitted),
    LastLoginTimeStamp: iso(row.lastLogin),
    OrderCloudToCecsCustomerTimeStamp: iso(row.cecsSyncedAt),
    TrainingUsers: row.trainingUser,
  },
});

// xp is free-form jsonb written by several sources (demo data, imports); read it defensively.
const xpText = (xp: Record<string, unknown>, key: string): string | null => {
  const value = xp[key];
  return typeof value === 'string' && value !== '' ? value : null;
};
const xpObject = (xp: Record<string, unknown>, key: string): Record<string, unknown> => {
  const value = xp[key];
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
};
const xpNumber = (xp: Record<string, unknown>, key: string): number | null => {
  const value = Number(xp[key]);
  return xp[key] !== null && xp[key] !== undefined && xp[key] !== '' && Number.isFinite(value) ? value : null;
};

export const toCustomerNote = (row: CustomerNoteRow): CustomerNote => ({
  ID: String(row.id),
  text: row.text,
  author: row.author,
  author_id: row.authorId,
  date: row.date.toISOString(),
});

/** The whole record in the API's shape; `notes` newest first. */
export function toCustomer(row: CustomerRow, notes: CustomerNoteRow[]): Customer {
  const { xp } = row;
  const taxExemption = xpObject(xp, 'TaxExemption');
  const po = xpObject(xp, 'PO');
  const status = row.cecsSyncStatus;
  return {
    ...toCustomerListItem(row),
    xp: {
      ...toCustomerListItem(row).xp,
      AvailCredit: xpNumber(xp, 'AvailCredit'),
      CecsCustomerNumber: row.cecsCustomerNumber,
      OMSAcctNumber: xpText(xp, 'OMSAcctNumber'),
      LoyaltyID: row.loyaltyId,
      LoyaltyCardNumber: row.loyaltyCardNumber,
      CreatedFrom: row.createdFrom,
      OrderCloudToCecsCustomerStatus: status === 'Success' || status === 'Fail' ? status : null,
      AuthorizeNetProfileID: xpText(xp, 'AuthorizeNetProfileID'),
      TaxExemption: {
        Enabled: taxExemption.Enabled === true,
        TaxExemptionID: xpText(taxExemption, 'TaxExemptionID'),
      },
      PO: { PORequired: po.PORequired === true, PONumber: xpText(po, 'PONumber') },
      Notes: notes.map(toCustomerNote),
    },
  };
}

export const toChargeAccount = (row: SpendingAccountRow): ChargeAccount => ({
  ID: row.id,
  Balance: Number(row.balance),
  xp: { AvailCredit: Number(row.availCredit) },
});

/**
 * The audited snapshot of a customer: its API fields flattened (`xp.PO`), without the notes, which are
 * audited as their own changes.
 */
export function auditSnapshot(row: CustomerRow): Record<string, unknown> {
  const { xp, ...fields } = toCustomer(row, []);
  const { Notes: _notes, ...xpFields } = xp;
  return {
    ...fields,
    ...Object.fromEntries(Object.entries(xpFields).map(([key, value]) => [`xp.${key}`, value])),
  };
}
