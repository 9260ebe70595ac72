import { describe, expect, it } from 'vitest';
import {
  parseTrainingCsv,
  readTrainingCsv,
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
      problem: 'format',
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

describe('a chosen training CSV (readTrainingCsv: the page and the server alike)', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);
  const read = (name: string, content: Uint8Array) => readTrainingCsv({ name, bytes: content });

  it('reads its records', () => {
    expect(read('people.CSV', bytes('FirstName,LastName\nAda,Lovelace\n'))).toMatchObject({
      valid: true,
      message: 'This file contains 1 records',
    });
  });

  it.each([
    ['people.csv', new Uint8Array(0), 'file', 'people.csv is empty.'],
    [
      'people.txt',
      bytes('FirstName,LastName\nAda,Lovelace\n'),
      'file',
      'people.txt is not a CSV file (.csv).',
    ],
    ['people.csv', new Uint8Array(1024 * 1024 + 1).fill(65), 'file', 'people.csv is larger than 1 MB.'],
    [
      'people.csv',
      Uint8Array.from([0x50, 0x4b, 3, 4, 1, 2]),
      'file',
      'people.csv is not text: it holds a ZIP archive.',
    ],
    [
      'people.csv',
      Uint8Array.from([...bytes('FirstName,LastName\n'), ...new Uint8Array(5000).fill(65), 0xc3]),
      'file',
      'people.csv is damaged: it cannot be read as text.',
    ],
    [
      'people.csv',
      bytes('FirstName,LastName\nAda\u0000,Lovelace\n'),
      'file',
      'people.csv is damaged: it cannot be read as text.',
    ],
    ['people.csv', bytes('FirstName\nAda\n'), 'format', 'This file is not formatted correctly.'],
    [
      'people.csv',
      bytes('FirstName,LastName\n' + 'Ada,Lovelace\n'.repeat(1001)),
      'tooMany',
      'people.csv holds 1,001 records: at most 1,000 are registered from one file. Split it into smaller files.',
    ],
  ])('refuses %s (%#) naming it', (name, content, problem, message) => {
    expect(read(name, content)).toEqual({ valid: false, problem, message });
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
