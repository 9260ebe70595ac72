import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Writes a file so that a reader sees the old content or the new, never half of it: the bytes go to a
 * hidden temporary file in the same directory (same file system), are flushed, and the temporary file is
 * renamed over the target. A stream is written as it arrives. Returns the file's path.
 */
export async function writeFileAtomically(
  directory: string,
  name: string,
  bytes: string | Uint8Array | Readable,
): Promise<string> {
  await fs.mkdir(directory, { recursive: true });
  const file = path.join(directory, name);
  const temporary = path.join(directory, `.${name}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    const handle = await fs.open(temporary, 'wx');
    try {
      if (typeof bytes === 'string' || bytes instanceof Uint8Array) await handle.writeFile(bytes);
      else for await (const chunk of bytes) await handle.write(chunk as Buffer);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(temporary, file);
  } catch (error) {
    await fs.rm(temporary, { force: true });
    throw error;
  }
  return file;
}
