import type { CustomerDetail, CustomerListItem } from '@commerce/domain';

/** A customer as the list shows them: active or not, with the date of their last order if any. */
export const customerListItem = (
  ID: string,
  Active: boolean,
  LastOrderSubmitted: string | null = null,
): CustomerListItem => ({
  ID,
  FirstName: 'F',
  LastName: 'L',
  Email: `${ID}@example.com`,
  Username: `${ID}@example.com`,
  Phone: null,
  Active,
  DateCreated: '2025-01-01T00:00:00.000Z',
  xp: {
    Charge: 'N',
    EagleCustomerNumber: null,
    LastOrderSubmitted,
    LastLoginTimeStamp: null,
    OrderCloudToCecsCustomerTimeStamp: null,
    TrainingUsers: false,
  },
});

/** A customer's detail at `Version`, with `xp` changes on top of an active customer without extras. */
export const customerDetail = (
  xp: Partial<CustomerDetail['Customer']['xp']> = {},
  Version = 4,
): CustomerDetail => {
  const { xp: listXp, ...customer } = customerListItem('1000001', true);
  return {
    Customer: {
      ...customer,
      xp: {
        ...listXp,
        AvailCredit: null,
        CecsCustomerNumber: null,
        OMSAcctNumber: null,
        LoyaltyID: null,
        LoyaltyCardNumber: null,
        CreatedFrom: null,
        OrderCloudToCecsCustomerStatus: null,
        AuthorizeNetProfileID: null,
        TaxExemption: { Enabled: false, TaxExemptionID: null },
        PO: { PORequired: false, PONumber: null },
        Notes: [],
        ...xp,
      },
    },
    Version,
    Groups: [],
    ChargeAccount: null,
    Points: null,
  };
};
