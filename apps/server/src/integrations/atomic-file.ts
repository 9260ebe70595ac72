import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes a file so that a reader sees the old content or the new, never half of it: the bytes go to a
 * hidden temporary file in the same directory (same file system), are flushed, and the temporary file is
 * renamed over the target. Returns the file's path.
 */
export async function writeFileAtomically(
  directory: string,
  name: string,
  bytes: string | Uint8Array,
): Promise<string> {
  await fs.mkdir(directory, { recursive: true });
  const file = path.join(directory, name);
  const temporary = path.join(directory, `.${name}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    const handle = await fs.open(temporary, 'wx');
    try {
      await handle.writeFile(bytes);
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
