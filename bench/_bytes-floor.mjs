// The floor bench/assets.mjs measures the asset storage against, run as its own process as the server is:
// a bare node:http server that takes an upload's body and drops it (POST), or sends a file's bytes from
// memory (GET /file), so the figures say what moving the bytes through HTTP costs on this machine.
//   node bench/_bytes-floor.mjs <port> <file>
import fs from 'node:fs';
import http from 'node:http';

const [port, file] = process.argv.slice(2);
const bytes = fs.readFileSync(file);
http
  .createServer((request, response) => {
    if (request.method === 'POST') {
      request.resume();
      request.on('end', () => response.writeHead(201, { 'content-type': 'application/json' }).end('{}'));
    } else if (request.url === '/api/health/ready') {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    } else {
      response.writeHead(200, { 'content-type': 'image/png', 'content-length': bytes.length }).end(bytes);
    }
  })
  .listen(Number(port), '127.0.0.1');
