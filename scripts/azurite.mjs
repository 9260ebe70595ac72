// Azurite, the Azure Storage emulator (an npm devDependency), for the tests and the bench: its blob service
// on a free port of 127.0.0.1, in memory, without telemetry. Resolves once it listens.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The emulator's well-known development account (published in its documentation; not a secret). */
export const AZURITE_ACCOUNT = 'devstoreaccount1';
export const AZURITE_KEY =
  'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==';

/**
 * Starts the blob service; `connectionString` is what BLOB_URL takes. `stop()` ends it (and everything it
 * held: it keeps nothing on disk).
 * @returns {Promise<{ connectionString: string, port: number, stop: () => Promise<void> }>}
 */
export async function startAzurite({ memoryMb = 512 } = {}) {
  const require = createRequire(import.meta.url);
  const main = path.join(path.dirname(require.resolve('azurite/package.json')), 'dist/src/blob/main.js');
  const child = spawn(
    process.execPath,
    [
      main,
      '--blobHost',
      '127.0.0.1',
      '--blobPort',
      '0',
      '--inMemoryPersistence',
      '--extentMemoryLimit',
      String(memoryMb),
      '--disableTelemetry',
      // The SDK may speak a newer API version than this Azurite knows; the calls the server makes are old.
      '--skipApiVersionCheck',
      '--silent',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const port = await new Promise((resolve, reject) => {
    // It starts in a few seconds; on a machine loaded by parallel test runs it has taken over a minute.
    const timer = setTimeout(
      () => reject(new Error(`Azurite did not start within 180 s: ${output}`)),
      180_000,
    );
    const read = (chunk) => {
      output += String(chunk);
      const listening = /successfully listens on http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (listening) {
        clearTimeout(timer);
        resolve(Number(listening[1]));
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Azurite ended (${code}) before it listened: ${output}`));
    });
  });
  const connectionString =
    `DefaultEndpointsProtocol=http;AccountName=${AZURITE_ACCOUNT};AccountKey=${AZURITE_KEY};` +
    `BlobEndpoint=http://127.0.0.1:${port}/${AZURITE_ACCOUNT};`;
  return {
    connectionString,
    port,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
