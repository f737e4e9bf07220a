// Minimal first cut: serves dist/client, hands the rest to Astro's middleware-mode handler.
import { createServer } from 'node:http';
import * as nodeModule from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = process.cwd();
const serverOnlyEmpty = pathToFileURL(path.join(path.dirname(nodeModule.createRequire(__filename).resolve('server-only')), 'empty.js')).href;
type ResolveResult = { url: string; shortCircuit?: boolean };
type ResolveHook = (specifier: string, context: object, nextResolve: (specifier: string, context: object) => ResolveResult) => ResolveResult;
const { registerHooks } = nodeModule as unknown as { registerHooks: (hooks: { resolve: ResolveHook }) => void };
registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier === 'server-only') return { url: serverOnlyEmpty, shortCircuit: true };
    return nextResolve(specifier, context);
  },
});

async function main(): Promise<void> {
  const { default: sirv } = await import('sirv');
  const { applyTimeouts, judgeRequest } = await import('./request-gate');
  const { startServerRuntime } = await import('@/server/runtime');
  const entry = (await import(pathToFileURL(path.join(root, 'dist/server/entry.mjs')).href)) as {
    handler: (req: unknown, res: unknown, next?: () => void) => Promise<void>;
  };
  await startServerRuntime();
  const serveStatic = sirv(path.join(root, 'dist/client'), { brotli: true, gzip: true, etag: true });
  const server = createServer((request, response) => {
    const verdict = judgeRequest(request.method ?? '', request.url ?? '');
    if (verdict.kind === 'refuse') {
      response.writeHead(verdict.status, verdict.status === 405 ? { Allow: verdict.allow } : {});
      response.end();
      return;
    }
    request.url = verdict.url;
    serveStatic(request, response, () => {
      void entry.handler(request, response, () => {
        response.writeHead(404, { 'Content-Type': 'text/plain' });
        response.end('Not Found');
      });
    });
  });
  applyTimeouts(server);
  server.listen(Number(process.env.PORT ?? 3000));
}

void main();
