import { CUSTOMER_EDIT_FAILURES } from '@commerce/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api.ts';
import { editFailure } from './edit-errors.ts';

const apiError = (status: number, Message: string) => new ApiError(status, [{ ErrorCode: 'X', Message }]);

describe('editFailure', () => {
  it('passes on what the user can act on: 409 e-mail in use, 412 stale, 400 invalid', () => {
    expect(
      editFailure(apiError(409, CUSTOMER_EDIT_FAILURES.emailInUse), CUSTOMER_EDIT_FAILURES.saveFailed)
        .message,
    ).toBe('A customer already exists with this login email.');
    expect(
      editFailure(apiError(412, 'Someone else changed this record.'), CUSTOMER_EDIT_FAILURES.poFailed)
        .message,
    ).toBe('Someone else changed this record.');
    expect(editFailure(apiError(400, 'Credit limit can have at most 2 decimal places.'), '').message).toBe(
      'Credit limit can have at most 2 decimal places.',
    );
  });

  it("shows the spec's message of the edit for anything else", () => {
    expect(
      editFailure(apiError(500, 'Something went wrong on the server.'), CUSTOMER_EDIT_FAILURES.taxFailed)
        .message,
    ).toBe("An error occurred when attempting to update the customer's tax exemption status.");
    expect(
      editFailure(new TypeError('Failed to fetch'), CUSTOMER_EDIT_FAILURES.creditLimitFailed).message,
    ).toBe('There was a problem adjusting the store charge account credit limit.');
  });
});
