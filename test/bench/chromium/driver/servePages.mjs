import { createServer } from 'node:http';
import { extname } from 'node:path';

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/** Serves built files on 127.0.0.1 at a free port; resolves to its origin and a close(). */
export function servePages(files) {
  const server = createServer((request, response) => {
    const name = new URL(request.url ?? '/', 'http://localhost').pathname.slice(1);
    const body = files.get(name);
    if (body === undefined) {
      response.writeHead(404).end();
      return;
    }
    // No caching: every navigation pays for its own JavaScript, as a first visit does.
    response.writeHead(200, {
      'Content-Type': contentTypes[extname(name)] ?? 'application/octet-stream',
      'Cache-Control': 'no-store',
    });
    response.end(body);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({
        origin: `http://127.0.0.1:${port}`,
        close: () => new Promise((done) => server.close(done)),
      });
    });
  });
}
