import { TRAINING_CSV_FIELD, TRAINING_USER_TEXTS } from '@commerce/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes, stubFetch, testSession } from '../../../test/render.tsx';
import { RegisterTrainingUsersPage } from './RegisterTrainingUsersPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const render = (permissions: string[] = ['misc-marketing']) =>
  renderRoutes(
    [{ path: '/register-trainingusers', element: <RegisterTrainingUsersPage /> }],
    '/register-trainingusers',
    testSession({ permissions }),
  );

const csvFile = (text: string) => new File([text], 'people.csv', { type: 'text/csv' });

describe('Register Training Users', () => {
  it('refuses a file with a record without LastName, and clears it with the close button', async () => {
    const user = userEvent.setup();
    render();
    await user.upload(screen.getByTestId('training-csv-input'), csvFile('FirstName,LastName\nAda,\n'));
    expect(await screen.findByText(TRAINING_USER_TEXTS.notFormatted)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: TRAINING_USER_TEXTS.register })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: TRAINING_USER_TEXTS.clearFile }));
    expect(screen.queryByText('people.csv')).not.toBeInTheDocument();
  });

  it('counts the records, registers them, clears the file and lists each outcome', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch(
      json(200, {
        Created: 1,
        Failed: 1,
        Results: [
          {
            Record: 1,
            FirstName: 'Ada',
            LastName: 'Lovelace',
            EmailAddress: 'ada@example.com',
            Status: 'created',
            ID: '5000000',
            Username: 'ada@example.com',
            Message: null,
          },
          {
            Record: 2,
            FirstName: 'Grace',
            LastName: 'Hopper',
            EmailAddress: 'ada@example.com',
            Status: 'failed',
            ID: null,
            Username: null,
            Message: 'A customer already exists with this login email.',
          },
        ],
      }),
    );
    render(['misc-marketing', 'customer-reader']);
    const chosen = csvFile(
      'FirstName,LastName,EmailAddress\nAda,Lovelace,ada@example.com\n\nGrace,Hopper,ada@example.com\n',
    );
    await user.upload(screen.getByTestId('training-csv-input'), chosen);
    expect(await screen.findByText(TRAINING_USER_TEXTS.recordCount(2))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: TRAINING_USER_TEXTS.register }));

    // One row failed: the outcome is said as it is, never 'Uploaded Successfully' in a warning.
    expect(await screen.findByText(TRAINING_USER_TEXTS.summary(1, 1))).toBeInTheDocument();
    expect(TRAINING_USER_TEXTS.summary(1, 1)).toMatch(/^1 registered, 1 failed/);
    expect(screen.queryByText(TRAINING_USER_TEXTS.uploaded)).not.toBeInTheDocument();
    expect(screen.queryByText('people.csv')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: TRAINING_USER_TEXTS.register })).toBeDisabled();
    expect(screen.getByRole('link', { name: '5000000' })).toHaveAttribute('href', '/customers/5000000');
    expect(screen.getByText('A customer already exists with this login email.')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/training-users');
    // The file itself goes (one call per file, C-22): the server reads it as the page did.
    const sent = (init?.body as FormData).get(TRAINING_CSV_FIELD) as File;
    expect(sent.name).toBe('people.csv');
    expect(sent.size).toBe(chosen.size);
  });

  it('names a file it cannot read, and shows the server’s refusal of a file', async () => {
    const user = userEvent.setup();
    stubFetch(
      json(400, {
        Errors: [
          {
            ErrorCode: 'TrainingUsers.NotFormatted',
            Message: 'people.csv: This file is not formatted correctly.',
            Data: { FileName: 'people.csv' },
          },
        ],
      }),
    );
    render();
    const input = screen.getByTestId('training-csv-input');
    await user.upload(
      input,
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10])], 'people.csv'),
    );
    expect(await screen.findByText('people.csv is not text: it holds a PNG image.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: TRAINING_USER_TEXTS.register })).toBeDisabled();
    await user.upload(input, new File([], 'people.csv'));
    expect(await screen.findByText('people.csv is empty.')).toBeInTheDocument();

    await user.upload(input, csvFile('FirstName,LastName\nAda,Lovelace\n'));
    await user.click(await screen.findByRole('button', { name: TRAINING_USER_TEXTS.register }));
    expect(await screen.findAllByText('people.csv: This file is not formatted correctly.')).not.toHaveLength(
      0,
    );
  });
});
