/** What the composition root and other modules may use of the gift cards module. */
export { giftCardRoutes } from './routes.ts';
export { giftCardUpload } from './upload.ts';
export { embeddedBalanceProvider, type GiftCardBalanceProvider } from './balance.ts';
