/**
 * What an uploaded file holds, told from its first bytes, and how a refused file is named in the answer.
 * Every upload (asset library, product images, bulk workbooks and CSV files) checks the head of the file
 * against the kind its name promises before anything is stored, so a damaged, mislabelled or empty file is
 * refused with a message that names the file and what is wrong with it.
 */

/** The kinds of content the uploads tell apart. */
export type FileKind =
  'png' | 'jpeg' | 'gif' | 'webp' | 'svg' | 'zip' | 'pdf' | 'ole' | 'gzip' | 'text' | 'binary';

/** How a kind reads in a message: 'photo.png is not a PNG image: it holds a JPEG image.' */
export const FILE_KIND_LABELS: Record<FileKind, string> = {
  png: 'a PNG image',
  jpeg: 'a JPEG image',
  gif: 'a GIF image',
  webp: 'a WebP image',
  svg: 'an SVG image',
  zip: 'an Excel workbook (.xlsx)',
  pdf: 'a PDF document',
  ole: 'an old Office file (.xls or .doc)',
  gzip: 'a gzip archive',
  text: 'text',
  binary: 'binary data',
};

/** What a file holding a kind is said to hold: any ZIP archive, not only a workbook. */
const foundLabel = (kind: FileKind) => (kind === 'zip' ? 'a ZIP archive' : FILE_KIND_LABELS[kind]);

/** How many first bytes the sniffing reads (an SVG's `<svg` tag may follow an XML declaration and comments). */
export const SNIFF_BYTES = 4096;

const startsWith = (head: Uint8Array, bytes: readonly number[], offset = 0) =>
  head.length >= offset + bytes.length && bytes.every((byte, index) => head[offset + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * Whether the bytes are text: no NUL and valid UTF-8, allowing for a character cut at the end of the
 * head. A UTF-8 BOM is text too.
 */
function isText(head: Uint8Array): boolean {
  if (head.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head);
    return true;
  } catch {
    // The head may end inside a character: decode without its last three bytes.
    if (head.length < SNIFF_BYTES) return false;
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, head.length - 3));
      return true;
    } catch {
      return false;
    }
  }
}

/** The kind of content the first bytes of a file show (at most SNIFF_BYTES are read). */
export function sniffFileKind(head: Uint8Array): FileKind {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return 'gif';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(head, ascii('PK\u0003\u0004'))) return 'zip';
  if (startsWith(head, ascii('%PDF-'))) return 'pdf';
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole';
  if (startsWith(head, [0x1f, 0x8b])) return 'gzip';
  if (!isText(head)) return 'binary';
  const text = new TextDecoder()
    .decode(head)
    .replace(/^\uFEFF/, '')
    .trimStart();
  // An SVG is XML whose root is <svg>: an XML declaration, comments or a doctype may come first.
  if (text.startsWith('<') && /<svg[\s>]/i.test(text)) return 'svg';
  return 'text';
}

/** The kind a file's name promises, or null when the name's extension is none the uploads take. */
export function expectedFileKind(fileName: string): FileKind | null {
  const extension = /\.[^.]*$/.exec(fileName.toLowerCase())?.[0] ?? '';
  const kinds: Record<string, FileKind> = {
    '.png': 'png',
    '.jpg': 'jpeg',
    '.jpeg': 'jpeg',
    '.gif': 'gif',
    '.webp': 'webp',
    '.svg': 'svg',
    '.xlsx': 'zip',
    '.csv': 'text',
  };
  return kinds[extension] ?? null;
}

/** What can be wrong with an uploaded file, whatever the upload. */
export type UploadedFileProblem =
  | { kind: 'empty' }
  | { kind: 'tooLarge'; maxBytes: number }
  | { kind: 'mislabelled'; expected: FileKind; found: FileKind }
  | { kind: 'damaged'; expected: FileKind };

/**
 * The problem of a file whose head (first SNIFF_BYTES or fewer) and size are known, against the kind its name
 * promises: empty, too large, or holding another kind of content. Null when the head matches; the content
 * may still be damaged further in, which only reading it whole can tell.
 */
export function uploadedFileProblem(
  file: { name: string; size: number; head: Uint8Array },
  maxBytes: number,
): UploadedFileProblem | null {
  if (file.size === 0) return { kind: 'empty' };
  if (file.size > maxBytes) return { kind: 'tooLarge', maxBytes };
  const expected = expectedFileKind(file.name);
  if (!expected) return null;
  const found = sniffFileKind(file.head);
  if (found === expected) return null;
  // Bytes of no kind known (a head cut or broken in its own format, text that is not UTF-8): damaged.
  if (found === 'binary') return { kind: 'damaged', expected };
  return { kind: 'mislabelled', expected, found };
}

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** The message of a refused file: it names the file and what is wrong with it. */
export function uploadedFileMessage(fileName: string, problem: UploadedFileProblem): string {
  switch (problem.kind) {
    case 'empty':
      return `${fileName} is empty.`;
    case 'tooLarge':
      return `${fileName} is larger than ${megabytes(problem.maxBytes)}.`;
    case 'mislabelled':
      return `${fileName} is not ${FILE_KIND_LABELS[problem.expected]}: it holds ${foundLabel(problem.found)}.`;
    case 'damaged':
      return `${fileName} is damaged: it cannot be read as ${FILE_KIND_LABELS[problem.expected]}.`;
  }
}
