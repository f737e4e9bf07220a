// Which files of dist/client are the public site's, for its service worker (./service-worker.mjs): the worker's build
// id hashes them, and its list of hashed files names those of them under _astro/. The inbox's files are not the public
// site's (its worker and icons under inbox/, its scripts in _astro/ that no public page loads): a change to the inbox
// changes nothing of the public worker's bytes, so no visitor's phone downloads a new worker for it.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** A hashed file named in a page, a script or a style sheet: `/_astro/x.js`, or `./x.js` from a file beside it. */
const HASHED_REFERENCE = /(?:\/_astro\/|\.\/)([\w.~-]+\.(?:js|css|svg))/g;
const TEXT_FILE = /\.(?:html|js|css|xml|txt|json|webmanifest)$/;

/** The public site's files under `clientDir`, as sorted paths relative to it with `/` separators. */
export async function publicFilesOf(clientDir) {
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  const all = new Set(
    entries
      .filter((entry) => entry.isFile() && !/\.(?:br|gz)$/.test(entry.name))
      .map((entry) => path.relative(clientDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')),
  );
  // Every page and unhashed file but the inbox's and the worker itself; then the hashed files they load.
  const kept = new Set([...all].filter((file) => !file.startsWith('_astro/') && !file.startsWith('inbox/') && file !== 'sw.js'));
  const toRead = [...kept].filter((file) => TEXT_FILE.test(file));
  while (toRead.length > 0) {
    const text = await readFile(path.join(clientDir, toRead.pop() ?? ''), 'utf8');
    for (const [, name] of text.matchAll(HASHED_REFERENCE)) {
      const file = `_astro/${name}`;
      if (!all.has(file) || kept.has(file)) continue;
      kept.add(file);
      if (TEXT_FILE.test(file)) toRead.push(file);
    }
  }
  return [...kept].sort();
}
