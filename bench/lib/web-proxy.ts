/**
 * The built web app (apps/web/dist) in front of a benchmark app server: `/api/*` is passed through to the
 * server, any other path is a file of dist or, for the SPA's routes, index.html. The bench app servers
 * (app-server.ts) are built like the API tests' app, which serves no web files; this puts the browser and
 * the API on one origin, as `npm start` does, without a second copy of the seeded database.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};

export interface WebProxy {
  close(): Promise<void>;
}

export function startWebProxy(port: number, distDir: string, apiPort: number): Promise<WebProxy> {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname.startsWith('/api/')) {
      const upstream = http.request(
        { host: '127.0.0.1', port: apiPort, method: request.method, path: request.url, headers: request.headers },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      upstream.on('error', () => response.destroy());
      request.pipe(upstream);
      return;
    }
    const file = path.join(distDir, path.normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, ''));
    const isAsset = file.startsWith(distDir) && existsSync(file) && statSync(file).isFile();
    const target = isAsset ? file : path.join(distDir, 'index.html');
    response.writeHead(200, {
      'content-type': TYPES[path.extname(target)] ?? 'application/octet-stream',
      // As the app server sends them: hashed assets immutable, index.html revalidated.
      'cache-control': isAsset && url.pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    createReadStream(target).pipe(response);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      }),
    );
  });
}
