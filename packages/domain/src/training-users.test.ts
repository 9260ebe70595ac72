import { describe, expect, it } from 'vitest';
import { parseTrainingCsv, trainingUserFromRow } from './training-users.ts';

const header = ['FirstName', 'LastName', 'EmailAddress', 'PhoneNumber'];

describe('training CSV (spec 3 §4, §5)', () => {
  it('counts the records under the header, skipping empty lines', () => {
    const result = parseTrainingCsv([
      header,
      ['Ada', 'Lovelace', 'ada@example.com', '(612) 555-0100'],
      ['', '', '', ''],
      [],
      ['Grace', 'Hopper', 'grace@example.com', ''],
    ]);
    expect(result.message).toBe('This file contains 2 records');
    expect(result.valid && result.records.map((record) => record.FirstName)).toEqual(['Ada', 'Grace']);
  });

  it('finds the columns by name, in any order, past a byte-order mark', () => {
    const result = parseTrainingCsv([
      ['\uFEFFLastName', 'FirstName'],
      ['Hopper', 'Grace'],
    ]);
    expect(result).toEqual({
      valid: true,
      records: [{ FirstName: 'Grace', LastName: 'Hopper', EmailAddress: '', PhoneNumber: '' }],
      message: 'This file contains 1 records',
    });
  });

  it.each([
    ['an empty file', []],
    ['a header only', [header]],
    ['a record without LastName', [header, ['Ada', 'Lovelace'], ['Grace', ' ']]],
    [
      'no FirstName column',
      [
        ['Name', 'LastName'],
        ['Ada', 'Lovelace'],
      ],
    ],
  ])('rejects %s', (_case, rows) => {
    expect(parseTrainingCsv(rows)).toEqual({
      valid: false,
      message: 'This file is not formatted correctly.',
    });
  });
});

describe('training user payload (spec 3 §3)', () => {
  it('uses the e-mail as Username and marks the account as a training user', () => {
    expect(
      trainingUserFromRow({
        FirstName: 'Ada',
        LastName: 'Lovelace',
        EmailAddress: 'ada@example.com',
        PhoneNumber: '(612) 555-0100',
      }),
    ).toEqual({
      Username: 'ada@example.com',
      FirstName: 'Ada',
      LastName: 'Lovelace',
      Email: 'ada@example.com',
      Phone: '6125550100',
      Active: true,
      xp: { CreatedFrom: 'web', Notes: [], Charge: 'N', TrainingUsers: true },
    });
  });

  it('leaves the phone empty when the file has none', () => {
    expect(
      trainingUserFromRow({
        FirstName: 'Grace',
        LastName: 'Hopper',
        EmailAddress: 'g@example.com',
        PhoneNumber: '',
      }).Phone,
    ).toBeNull();
  });
});
