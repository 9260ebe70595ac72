import { json } from '../../test/render.tsx';

/** What the role and store pickers are offered in the page tests: one role, one store. */
export function pickerAnswer(url: string): Response | undefined {
  if (url === '/api/admin-users/role-options')
    return json(200, { Items: [{ ID: 'Florists', Name: 'Florists' }] });
  if (url === '/api/admin-users/store-options') {
    return json(200, { Items: [{ ID: 'Store-Edina', CompanyName: 'Edina Garden Center' }] });
  }
  return undefined;
}
