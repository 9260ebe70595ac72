import { describe, expect, it } from 'vitest';
import {
  parseTrainingCsv,
  splitCsvRows,
  trainingPlaceholderLogin,
  trainingUserFromRow,
} from './training-users.ts';

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

describe('CSV text (splitCsvRows)', () => {
  it('splits rows and cells, with quoted commas, quotes and line breaks', () => {
    expect(
      splitCsvRows('\uFEFFFirstName,LastName\r\n"Ada, Countess","Love""lace"\n\nGrace,"Hop\nper"\n'),
    ).toEqual([['FirstName', 'LastName'], ['Ada, Countess', 'Love"lace'], [''], ['Grace', 'Hop\nper']]);
  });

  it('reads a file through to its records, skipping the empty lines', () => {
    const result = parseTrainingCsv(
      splitCsvRows('FirstName,LastName,EmailAddress\n\nAda,Lovelace,ada@example.com\n,,\nGrace,Hopper,\n'),
    );
    expect(result.message).toBe('This file contains 2 records');
  });
});

describe('training user payload (spec 3 §3, C-22)', () => {
  const record = {
    FirstName: 'Ada',
    LastName: 'Lovelace',
    EmailAddress: 'ada@example.com',
    PhoneNumber: '(612) 555-0100',
  };

  it('keeps the e-mail and the phone digits and marks the account as a training user', () => {
    expect(trainingUserFromRow(record)).toEqual({
      ok: true,
      user: {
        FirstName: 'Ada',
        LastName: 'Lovelace',
        Email: 'ada@example.com',
        Phone: '6125550100',
        Active: true,
        xp: { CreatedFrom: 'web', Notes: [], Charge: 'N', TrainingUsers: true },
      },
    });
  });

  it('leaves the phone empty when the file has none, and drops a country code 1', () => {
    expect(trainingUserFromRow({ ...record, PhoneNumber: '' })).toMatchObject({ user: { Phone: null } });
    expect(trainingUserFromRow({ ...record, PhoneNumber: '+1 612 555 0100' })).toMatchObject({
      user: { Phone: '6125550100' },
    });
  });

  it('fails a record with an e-mail or phone that cannot be kept', () => {
    expect(trainingUserFromRow({ ...record, EmailAddress: 'ada at example' })).toEqual({
      ok: false,
      message: 'The e-mail address is not valid.',
    });
    expect(trainingUserFromRow({ ...record, PhoneNumber: '555-0100' })).toEqual({
      ok: false,
      message: 'The phone number must have 10 digits.',
    });
  });

  it('gives a record without e-mail a placeholder login that can never receive mail', () => {
    expect(trainingUserFromRow({ ...record, EmailAddress: '' })).toMatchObject({ user: { Email: '' } });
    expect(trainingPlaceholderLogin('5000001')).toBe('training.5000001@training.invalid');
  });
});
