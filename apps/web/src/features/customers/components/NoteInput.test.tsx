import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NoteInput } from './NoteInput.tsx';

const field = () => screen.getByRole('textbox', { name: 'Add a note' });
const setup = (onSave = vi.fn().mockResolvedValue(undefined)) => {
  render(<NoteInput label="Add a note" saveLabel="Add Note" onSave={onSave} />);
  return { onSave, user: userEvent.setup() };
};

describe('NoteInput', () => {
  it('counts the characters against 200', async () => {
    const { user } = setup();
    expect(screen.getByText('0/200')).toBeInTheDocument();
    await user.type(field(), 'Gate code');
    expect(screen.getByText('9/200')).toBeInTheDocument();
    expect(field()).toHaveAttribute('maxlength', '200');
  });

  it('saves the trimmed text on Enter and empties the field for the next note', async () => {
    const { user, onSave } = setup();
    await user.type(field(), '  Leave at the side door  {Enter}');
    expect(onSave).toHaveBeenCalledWith('Leave at the side door');
    expect(field()).toHaveValue('');
  });

  it('starts a new line on Shift+Enter without saving', async () => {
    const { user, onSave } = setup();
    await user.type(field(), 'Line one{Shift>}{Enter}{/Shift}Line two');
    expect(onSave).not.toHaveBeenCalled();
    expect(field()).toHaveValue('Line one\nLine two');
    await user.keyboard('{Enter}');
    expect(onSave).toHaveBeenCalledWith('Line one\nLine two');
  });

  it('does not save an empty note: the button is disabled and Enter does nothing', async () => {
    const { user, onSave } = setup();
    expect(screen.getByRole('button', { name: 'Add Note' })).toBeDisabled();
    await user.type(field(), '   {Enter}');
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Add Note' })).toBeDisabled();
  });

  it('keeps the text and shows the message when the save fails', async () => {
    const { user } = setup(
      vi.fn().mockRejectedValue(new Error('An error occurred when attempting to save your changes.')),
    );
    await user.type(field(), 'Call first{Enter}');
    expect(
      await screen.findByText('An error occurred when attempting to save your changes.'),
    ).toBeInTheDocument();
    expect(field()).toHaveValue('Call first');
  });
});
