// What the server loads to start, and so holds while idle: the files Astro's entry (dist/server/entry.mjs) imports
// statically, and the packages they import. The auth library (about 600 modules with its query builder), the push
// stack (web-push and the packages it signs and encrypts with) and the phone library cost an idle server 30–40 MB
// (docs/performance.md, "Idle memory"), and the mail library a few more; each loads with its first use instead: a
// sign-in, a push, a phone number, a mail.
// `npm run build` first.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const entry = path.resolve(process.env.ASTRO_DIST_DIR ?? 'dist', 'server', 'entry.mjs');
/** `import … from "x"`, `export … from "x"` and `import "x"` opening a line; not `import("x")`, which waits for use. */
const STATIC_IMPORT = /^(?:import|export)\s[^;]*?from\s*["']([^"']+)["']|^import\s*["']([^"']+)["']/gm;

/** The packages that the build's files reached by static imports from `start` import (`better-auth`, `@scope/name`). */
function packagesImportedStatically(start: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const pending = [start];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, from, bare] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const specifier = from ?? bare ?? '';
      if (specifier.startsWith('.')) pending.push(path.resolve(path.dirname(file), specifier));
      else
        packages.add(
          specifier
            .split('/')
            .slice(0, specifier.startsWith('@') ? 2 : 1)
            .join('/'),
        );
    }
  }
  return packages;
}

describe('the server’s start path', () => {
  const packages = packagesImportedStatically(entry);

  it('is read from the build: the node:http server and the static files are on it', () => {
    expect(packages).toContain('node:http');
    expect(packages).toContain('sirv');
  });

  it.each(['better-auth', 'web-push', 'libphonenumber-js', 'nodemailer'])('does not load %s before its first use', (name) => {
    expect([...packages]).not.toContain(name);
  });
});
