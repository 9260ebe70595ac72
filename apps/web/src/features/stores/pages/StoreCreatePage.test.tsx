import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { StoreCreatePage } from './StoreCreatePage.tsx';
import { renderRoutes, testSession } from '../../../test/render.tsx';
import { SAVE_NEEDS } from '../../../ui/EditableSection.tsx';
import { markedFieldsText } from '../../../ui/useFormProblems.ts';

describe('New Store', () => {
  it('says under its disabled Save what is still missing, and Save enables once nothing is', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes(
      [{ path: '/stores/create', element: <StoreCreatePage /> }],
      '/stores/create',
      testSession({ permissions: ['stores-reader', 'stores-admin'] }),
    );

    const save = await screen.findByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription(
      `${SAVE_NEEDS} Store name is required. Address is required. Zip is required. Phone is required.`,
    );

    await user.type(screen.getByRole('textbox', { name: /Store Name/i }), "Bachman's Test");
    await user.type(screen.getByRole('textbox', { name: /^Address/i }), '1 Main St');
    await user.type(screen.getByRole('textbox', { name: /Zip/i }), '55401');
    expect(save).toHaveAccessibleDescription(`${SAVE_NEEDS} Phone is required.`);
    await user.type(screen.getByRole('textbox', { name: /Phone/i }), '0612');
    expect(save).toHaveAccessibleDescription(`${SAVE_NEEDS} A phone number cannot start with 0.`);
    // Once the field shows its error, the button points to it rather than saying it a second time.
    await user.tab();
    expect(await screen.findByText('A phone number cannot start with 0.')).toBeVisible();
    expect(save).toHaveAccessibleDescription(`${SAVE_NEEDS} ${markedFieldsText(1)}`);

    await user.clear(screen.getByRole('textbox', { name: /Phone/i }));
    await user.type(screen.getByRole('textbox', { name: /Phone/i }), '6125550100');
    expect(save).toBeEnabled();
    expect(screen.queryByText(new RegExp(`^${SAVE_NEEDS}`))).toBeNull();
  });
});
