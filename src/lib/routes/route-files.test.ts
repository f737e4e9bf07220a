import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTES, type HttpMethod } from './route-table';

const PAGES_DIR = path.resolve(import.meta.dirname, '../../pages');
const ENDPOINT_METHODS: ReadonlyArray<HttpMethod> = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'];

/** Every route file under src/pages: Astro leaves out a file or folder whose name starts with `_`. */
function routeFiles(): string[] {
  return readdirSync(PAGES_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(astro|ts)$/.test(file) && !file.split(path.sep).some((part) => part.startsWith('_')))
    .sort();
}

/** Astro's route pattern of a file (`inbox/lead/[id].astro` → `/inbox/lead/[id]`). */
function patternOf(file: string): string {
  const route = `/${file.split(path.sep).join('/')}`.replace(/\.(astro|ts)$/, '').replace(/\/index$/, '');
  return route === '' ? '/' : route;
}

/** The methods an endpoint exports; Astro answers HEAD with GET when it exports no HEAD. */
function exportedMethodsOf(source: string): HttpMethod[] {
  const named = [...source.matchAll(/export\s+(?:const|let|(?:async\s+)?function)\s+([A-Z]+)\b/g)].map((match) => match[1]);
  const listed = [...source.matchAll(/export\s*\{([^}]*)\}/g)].flatMap((match) =>
    (match[1] ?? '').split(',').map((part) =>
      part
        .trim()
        .split(/\s+as\s+/)
        .pop(),
    ),
  );
  const methods = ENDPOINT_METHODS.filter((method) => [...named, ...listed].includes(method));
  return methods.includes('GET') && !methods.includes('HEAD') ? [...methods, 'HEAD'] : methods;
}

const sorted = (methods: ReadonlyArray<string>) => [...methods].sort();

describe('the route table and the route files', () => {
  const files = routeFiles();

  it('finds the route files', () => {
    expect(files.length).toBeGreaterThan(40);
  });

  it.each(files)('%s has a row, whose methods are the ones the file answers', (file) => {
    const route = ROUTES.find(({ pattern }) => pattern === patternOf(file));
    expect(route, `no row for ${patternOf(file)} in src/lib/routes/route-table.ts`).toBeDefined();
    const source = readFileSync(path.join(PAGES_DIR, file), 'utf8');
    if (file.endsWith('.ts')) {
      expect(sorted(exportedMethodsOf(source))).toEqual(sorted(route?.methods ?? []));
      return;
    }
    // A page renders for any method; one that takes a post reads it.
    const readsPost = /Astro\.request\.method\s*[!=]==\s*'POST'/.test(source);
    expect(sorted(route?.methods ?? [])).toEqual(sorted(readsPost ? ['GET', 'HEAD', 'POST'] : ['GET', 'HEAD']));
  });

  it('has no row without a route file, but the auth library the site mounts nowhere', () => {
    const patterns = new Set(files.map(patternOf));
    expect(ROUTES.filter(({ pattern }) => !patterns.has(pattern)).map(({ pattern }) => pattern)).toEqual(['/api/auth/[...all]']);
  });
});
