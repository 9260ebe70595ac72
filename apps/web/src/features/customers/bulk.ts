import {
  customerBulkConfirmText,
  customersEligibleFor,
  type CustomerAction,
  type CustomerListItem,
} from '@commerce/domain';

export interface BulkChoiceOfSelection {
  action: CustomerAction;
  /** The selected customers the action applies to. */
  ids: string[];
  /** Selected customers it does not apply to; they are left as they are. */
  skipped: number;
}

/**
 * The bulk actions offered for a selection (spec 2 §4): Deactivate for active customers, Activate for
 * inactive ones, Delete for inactive ones who never ordered and only with the delete right. An action none
 * of the selected customers qualifies for is not offered.
 */
export function bulkChoices(
  selected: readonly CustomerListItem[],
  canDelete: boolean,
): BulkChoiceOfSelection[] {
  const actions: CustomerAction[] = canDelete
    ? ['deactivate', 'activate', 'delete']
    : ['deactivate', 'activate'];
  return actions
    .map((action) => {
      const ids = customersEligibleFor(selected, action).map((customer) => customer.ID);
      return { action, ids, skipped: selected.length - ids.length };
    })
    .filter((choice) => choice.ids.length > 0);
}

export function bulkConfirmation({ action, ids, skipped }: BulkChoiceOfSelection) {
  const { title, message } = customerBulkConfirmText(action, ids.length);
  const rest =
    skipped === 0
      ? ''
      : ` ${skipped === 1 ? '1 other selected customer is' : `${skipped} other selected customers are`} left as they are.`;
  return { title, message: `${message}${rest}` };
}
