import { describe, expect, it } from 'vitest';
import {
  expectedFileKind,
  sniffFileKind,
  uploadedFileMessage,
  uploadedFileProblem,
} from './uploaded-files.ts';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(values.flatMap((value) => (typeof value === 'string' ? [...Buffer.from(value)] : [value])));
const PNG = bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 'IHDR');
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16, 'JFIF');
const MB = 1024 * 1024;

describe('sniffFileKind', () => {
  it('tells the image formats, archives and documents by their signatures', () => {
    expect(sniffFileKind(PNG)).toBe('png');
    expect(sniffFileKind(JPEG)).toBe('jpeg');
    expect(sniffFileKind(bytes('GIF89a', 1, 0))).toBe('gif');
    expect(sniffFileKind(bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '))).toBe('webp');
    expect(sniffFileKind(bytes('PK', 3, 4, 20, 0))).toBe('zip');
    expect(sniffFileKind(bytes('%PDF-1.7'))).toBe('pdf');
    expect(sniffFileKind(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1))).toBe('ole');
    expect(sniffFileKind(bytes(0x1f, 0x8b, 8, 0))).toBe('gzip');
  });

  it('reads an SVG after an XML declaration, a comment or a BOM, and other text as text', () => {
    expect(sniffFileKind(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('svg');
    expect(sniffFileKind(bytes(0xef, 0xbb, 0xbf, '<?xml version="1.0"?>\n<!-- a -->\n<SVG width="1">'))).toBe(
      'svg',
    );
    expect(sniffFileKind(bytes('GiftCardNumber,BatchPosition\n6045,B1\n'))).toBe('text');
    expect(sniffFileKind(bytes('<html><body>not an image</body></html>'))).toBe('text');
    expect(sniffFileKind(bytes('Caf\u00e9;Cr\u00e8me\n'))).toBe('text');
  });

  it('calls bytes with a NUL or that are not UTF-8 binary, but not a character cut at the end of a long head', () => {
    expect(sniffFileKind(bytes('a,b', 0, 'c'))).toBe('binary');
    expect(sniffFileKind(bytes(0xc3, 0x28, 'abc'))).toBe('binary');
    // 4,096 bytes read of a longer file, ending with the first byte of 'é'.
    const cut = bytes('a'.repeat(4095), 0xc3);
    expect(sniffFileKind(cut)).toBe('text');
    expect(sniffFileKind(cut.subarray(0, 100))).toBe('text');
    expect(sniffFileKind(bytes('short', 0xc3))).toBe('binary');
  });
});

describe('uploadedFileProblem', () => {
  it('refuses an empty file and one over the limit, whatever it holds', () => {
    expect(uploadedFileProblem({ name: 'a.png', size: 0, head: bytes() }, MB)).toEqual({ kind: 'empty' });
    expect(uploadedFileProblem({ name: 'a.png', size: MB + 1, head: PNG }, MB)).toEqual({
      kind: 'tooLarge',
      maxBytes: MB,
    });
  });

  it('takes a file whose head is the kind its name promises', () => {
    expect(uploadedFileProblem({ name: 'photo.JPEG', size: 100, head: JPEG }, MB)).toBeNull();
    expect(uploadedFileProblem({ name: 'cards.csv', size: 10, head: bytes('a,b\n') }, MB)).toBeNull();
    expect(uploadedFileProblem({ name: 'rows.xlsx', size: 10, head: bytes('PK', 3, 4) }, MB)).toBeNull();
  });

  it('calls a known kind under another name mislabelled, and unknown bytes under an image name damaged', () => {
    expect(uploadedFileProblem({ name: 'photo.png', size: 100, head: JPEG }, MB)).toEqual({
      kind: 'mislabelled',
      expected: 'png',
      found: 'jpeg',
    });
    expect(uploadedFileProblem({ name: 'rows.xlsx', size: 9, head: bytes('a,b\n1,2\n') }, MB)).toEqual({
      kind: 'mislabelled',
      expected: 'zip',
      found: 'text',
    });
    expect(uploadedFileProblem({ name: 'cards.csv', size: 9, head: PNG }, MB)).toEqual({
      kind: 'mislabelled',
      expected: 'text',
      found: 'png',
    });
    expect(uploadedFileProblem({ name: 'photo.png', size: 4, head: bytes(0x89, 0, 1, 2) }, MB)).toEqual({
      kind: 'damaged',
      expected: 'png',
    });
    expect(uploadedFileProblem({ name: 'cards.csv', size: 5, head: bytes('Zip', 0xff, 0xfe) }, MB)).toEqual({
      kind: 'damaged',
      expected: 'text',
    });
  });

  it('leaves names of no known kind to the upload that reads them', () => {
    expect(expectedFileKind('notes.txt')).toBeNull();
    expect(uploadedFileProblem({ name: 'notes.txt', size: 3, head: PNG }, MB)).toBeNull();
  });
});

describe('uploadedFileMessage', () => {
  it('names the file and the problem', () => {
    expect(uploadedFileMessage('a.png', { kind: 'empty' })).toBe('a.png is empty.');
    expect(uploadedFileMessage('big.jpg', { kind: 'tooLarge', maxBytes: 10 * MB })).toBe(
      'big.jpg is larger than 10 MB.',
    );
    expect(uploadedFileMessage('photo.png', { kind: 'mislabelled', expected: 'png', found: 'jpeg' })).toBe(
      'photo.png is not a PNG image: it holds a JPEG image.',
    );
    expect(uploadedFileMessage('a.png', { kind: 'mislabelled', expected: 'png', found: 'zip' })).toBe(
      'a.png is not a PNG image: it holds a ZIP archive.',
    );
    expect(uploadedFileMessage('rows.xlsx', { kind: 'damaged', expected: 'zip' })).toBe(
      'rows.xlsx is damaged: it cannot be read as an Excel workbook (.xlsx).',
    );
  });
});
