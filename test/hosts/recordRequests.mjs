// Stands in front of deliveries-mock-server and writes down every POST /api/deliveries it
// forwards, so a host check can assert the request bodies the backend received, from the
// browser and from a host's server alike (the mock server keeps no log of its own).
// One JSON line per request in LOG_FILE: { from: 'browser' | 'server', body }; a request with an
// Origin header came from a web page, one without from a host's server (a prefetch).
// Usage: node recordRequests.mjs http://127.0.0.1:BACKEND_PORT LOG_FILE  (prints its own address)
import { appendFileSync, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:http';

const [target, logFile] = process.argv.slice(2);
const backend = new URL(target);
writeFileSync(logFile, '');

const server = createServer((incoming, answer) => {
  const chunks = [];
  incoming.on('data', (chunk) => chunks.push(chunk));
  incoming.on('end', () => {
    const body = Buffer.concat(chunks);
    if (incoming.method === 'POST' && incoming.url === '/api/deliveries') {
      const text = body.toString('utf8');
      let parsed;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = { unreadable: text };
      }
      // Written before it is forwarded: once a page shows the answer, the line is there.
      const from = incoming.headers.origin ? 'browser' : 'server';
      appendFileSync(logFile, `${JSON.stringify({ from, body: parsed })}\n`);
    }
    const headers = { ...incoming.headers, host: backend.host };
    const forwarded = request(
      {
        host: backend.hostname,
        port: backend.port,
        method: incoming.method,
        path: incoming.url,
        headers,
      },
      (reply) => {
        answer.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(answer);
      },
    );
    forwarded.on('error', (error) => {
      answer.writeHead(502).end(`recordRequests: ${error.message}`);
    });
    forwarded.end(body);
  });
});
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`recording requests on http://127.0.0.1:${server.address().port}\n`);
});
// Every line is written synchronously: nothing is lost by stopping at once.
process.once('SIGTERM', () => process.exit(0));
process.once('SIGINT', () => process.exit(0));
