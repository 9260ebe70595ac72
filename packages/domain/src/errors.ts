/** One entry of the API's error answer: `{ Errors: [{ ErrorCode, Message, Data }] }`. */
export interface ApiErrorItem {
  ErrorCode: string;
  Message: string;
  Data?: unknown;
}
