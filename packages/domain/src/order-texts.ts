// The order screens' texts, apart from orders.ts: the profile's Recent Customer Orders card shows three
// of them, and importing them from orders.ts would bring the order schemas into the profile's first load.

export const ORDER_TEXTS = {
  searchPlaceholder: 'Search Orders...',
  refresh: 'Refresh',
  notFound: 'The order could not be found.',
  orderIdMissing: 'Order ID not provided',
  shipmentIdMissing: 'Shipment ID not provided',
  guest: 'Guest',
  noTaker: 'Placed online',
  sendToNetSuite: 'Send to NetSuite',
  resendConfirmation: 'Resend Confirmation Email',
  resendEGift: 'Resend E-Gift Card Email',
  sendRedemptionFiles: 'Send Redemption Files',
  sendGiftCards: 'Send Gift Card on Shipment',
  sendToEagle: 'Send Shipment to Eagle',
  editTracking: 'Edit UPS Tracking No.',
  consolidate: 'Consolidate Delivery Confirmations',
  consolidateOn:
    'Consolidate the delivery confirmations of this order? The customer will get one confirmation for all its deliveries instead of one per delivery.',
  consolidateOff:
    'Stop consolidating the delivery confirmations of this order? The customer will get a confirmation for each delivery.',
  eGiftDialogTitle: 'Resend E-Gift Card Email',
  eGiftEmailLabel: 'Recipient Email',
  trackingLabel: 'UPS Tracking No.',
  sendQueued: (what: string) => `${what}: queued for sending.`,
  sending: (system: string) => `Sending to ${system}…`,
  sendPending: (what: string) =>
    `${what} is still being sent. It can be sent again once it has gone out or failed.`,
  channelNote: (channel: string, system: string) =>
    channel === 'file'
      ? `Handed over as a file for ${system} to pick up (no ${system} endpoint is configured).`
      : `Sent to ${system} over ${channel.toUpperCase()}.`,
  noLineItems: 'No line items.',
  noPayments: 'No payments.',
  noSends: 'Nothing has been sent for this order from the console yet.',
  recentTitle: 'Recent Customer Orders',
  recentEmpty: 'No Recent Orders',
  /** A panel's list of orders that could not be loaded (a customer's, the profile's). */
  ordersLoadFailed: 'The orders could not be loaded.',
  viewAll: 'View All',
} as const;
