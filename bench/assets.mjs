// The asset library's storage: a 5 MB image uploaded (POST /api/assets) and downloaded (GET its URL) on a
// server keeping assets in the local directory (DATA_DIR/assets) and on one keeping them in Azure Blob
// Storage (BLOB_URL, against Azurite started here), side by side in one run. Both servers run on the
// embedded database with nothing seeded; only the storage differs. Each case is measured against a floor in
// the same run (bench/_bytes-floor.mjs, its own process: a bare node:http server that takes the same
// multipart body and drops it, or sends the same bytes from memory), so the figures say what the storage and
// the server's checks cost over moving 5 MB through HTTP on this machine. An upload's time includes what every upload pays whatever
// the storage: the file is checked and decoded whole by sharp as its thumbnail is cut.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BlobServiceClient } from '@azure/storage-blob';
import sharp from 'sharp';
import { startAzurite } from '../scripts/azurite.mjs';
import { adminSession, ADMIN_PASSWORD, launchServer, load } from './_server.mjs';

const MB = 1024 * 1024;
const UPLOAD = { concurrency: 2, seconds: 20 };
const DOWNLOAD = { concurrency: 4, seconds: 10 };

/** A PNG of about 5 MB that compresses no further (noise), as a large product photograph would be. */
async function fiveMegabyteImage() {
  const side = 1370;
  const png = await sharp({
    create: { width: side, height: side, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  })
    .png({ compressionLevel: 9 })
    .toBuffer();
  return png;
}

const uploadForm = (image) => {
  const form = new FormData();
  form.append('description', 'bench');
  form.append('files', new Blob([image], { type: 'image/png' }), 'Bench Photo.png');
  return form;
};

/** Reads a response's body whole; answers whether it was a 2xx of `bytes` bytes (when given). */
async function drained(response, bytes) {
  const body = Buffer.from(await response.arrayBuffer());
  return response.ok && (bytes === undefined || body.length === bytes);
}

/** A load case with its throughput in MB/s and its share of the floor's. */
function withThroughput(result, bytes, seconds, floor) {
  const mbps = Number((((result.requests - result.errors) * bytes) / MB / seconds).toFixed(1));
  const measured = { ...result, mbps };
  if (!floor) return measured;
  return { ...measured, floor, ofFloor: Number((mbps / floor.mbps).toFixed(2)) };
}

async function measure(base, cookie, image, floors) {
  const headers = { cookie, 'x-commerce-admin': '1' };
  let url = null;
  const upload = async () => {
    const response = await fetch(`${base}/api/assets`, {
      method: 'POST',
      headers,
      body: uploadForm(image),
    });
    if (response.status !== 201) return false;
    url ??= (await response.json()).Items[0].Url;
    return true;
  };
  const uploaded = await load(upload, UPLOAD);
  if (!url) throw new Error(`no upload went through on ${base}`);
  const download = async () => drained(await fetch(`${base}${url}`), image.length);
  const downloaded = await load(download, DOWNLOAD);
  return {
    'upload a 5 MB PNG (c=2)': withThroughput(uploaded, image.length, UPLOAD.seconds, floors?.upload),
    'download it (c=4)': withThroughput(downloaded, image.length, DOWNLOAD.seconds, floors?.download),
  };
}

/**
 * The storage alone, one at a time for 5 s each way: the image written and read back through the Azure SDK
 * (Azurite) or the file system (the directory), without the server. Where the server's cases come close to
 * these, the storage is what they wait for.
 */
async function storageAlone(storage, image, target) {
  const blobs =
    storage === 'azurite'
      ? BlobServiceClient.fromConnectionString(target).getContainerClient('bench-alone')
      : null;
  await blobs?.createIfNotExists();
  const file = path.join(target, 'alone.png');
  const write = async () => {
    if (blobs) await blobs.getBlockBlobClient('alone.png').uploadData(image);
    else await fs.promises.writeFile(file, image);
    return true;
  };
  const read = async () =>
    (blobs
      ? await blobs.getBlockBlobClient('alone.png').downloadToBuffer()
      : await fs.promises.readFile(file)
    ).length === image.length;
  const once = { concurrency: 1, seconds: 5 };
  const megabytesPerSecond = (result) => withThroughput(result, image.length, once.seconds).mbps;
  return {
    storageAloneWriteMBps: megabytesPerSecond(await load(write, once)),
    storageAloneReadMBps: megabytesPerSecond(await load(read, once)),
  };
}

const image = await fiveMegabyteImage();
console.log(`image: ${(image.length / MB).toFixed(2)} MB PNG`);

const imageFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ca-bench-image-')), 'image.png');
fs.writeFileSync(imageFile, image);
const floor = await launchServer(
  {},
  { entry: path.resolve(import.meta.dirname, '_bytes-floor.mjs'), args: ['{port}', imageFile] },
);
const floors = {
  upload: withThroughput(
    await load(
      async () => drained(await fetch(`${floor.base}/`, { method: 'POST', body: uploadForm(image) })),
      UPLOAD,
    ),
    image.length,
    UPLOAD.seconds,
  ),
  download: withThroughput(
    await load(async () => drained(await fetch(`${floor.base}/file`), image.length), DOWNLOAD),
    image.length,
    DOWNLOAD.seconds,
  ),
};
await floor.stop();
fs.rmSync(path.dirname(imageFile), { recursive: true, force: true });

// Azurite keeps its blobs in memory: room for every upload of the run.
const azurite = await startAzurite({ memoryMb: 2048 });
const storages = {
  directory: {},
  azurite: { BLOB_URL: azurite.connectionString },
};
const results = {};
try {
  for (const [storage, env] of Object.entries(storages)) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `ca-bench-assets-${storage}-`));
    const server = await launchServer({
      ...env,
      DATA_DIR: dataDir,
      DATABASE_URL: undefined,
      SEED: 'none',
      ADMIN_PASSWORD,
    });
    try {
      const cookie = await adminSession(server.base);
      const cases = await measure(server.base, cookie, image, floors);
      const setup = await storageAlone(storage, image, env.BLOB_URL ?? dataDir);
      results[storage] = { setup, cases };
    } finally {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
} finally {
  await azurite.stop();
}

console.log(
  '\ncase                                  MB/s  floor MB/s (share)   p50 ms   p95 ms   req/s  errors',
);
for (const [storage, { setup, cases }] of Object.entries(results)) {
  console.log(
    `${storage}: ${Object.entries(setup)
      .map(([name, value]) => `${name} ${value}`)
      .join(', ')}`,
  );
  for (const [name, r] of Object.entries(cases)) {
    console.log(
      `${`${storage} ${name}`.padEnd(36)} ${String(r.mbps).padStart(6)} ${`${r.floor.mbps} (${r.ofFloor})`.padStart(19)} ${String(r.p50).padStart(8)} ${String(r.p95).padStart(8)} ${String(r.rps).padStart(7)} ${String(r.errors).padStart(7)}`,
    );
  }
}
const out = path.resolve(import.meta.dirname, 'results/assets.json');
fs.writeFileSync(
  out,
  JSON.stringify(
    { date: new Date().toISOString(), imageMegabytes: Number((image.length / MB).toFixed(2)), results },
    null,
    2,
  ),
);
console.log(`\nwritten ${path.relative(process.cwd(), out)}`);
