// Build step after `astro build` (scripts/build-site/index.mjs): each page's Content-Security-Policy <meta> keeps the
// hashes of the inline scripts and styles that page holds, and no others.
//
// Astro's `security.csp` writes one list into every page (astro/dist/core/csp/common.js, trackScriptHashes): the script
// of each client directive (load, idle, media, only, visible), the island runtime in its production and its
// development build, and every hash a component inserts. A page runs two to four of those nine scripts. Kept to its
// own, the policy is tighter (a page refuses the scripts of other pages and Astro's development runtime), and the home
// page loses about 320 B of base64 that brotli cannot shrink: its HTML response must fit in TCP's first round trip of
// 14.6 KB (docs/performance.md).
//
// An inline script whose hash is not in Astro's list fails the build: the browser would refuse to run it.
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'parse5';

const HASH_SOURCE = /^'sha(?:256|384|512)-[A-Za-z0-9+/=]+'$/;
/** `<script>` types the browser does not run (JSON-LD and other data blocks): the policy does not apply to them. */
const DATA_SCRIPT_TYPE = /^application\/(?:ld\+)?json$/i;

const hashSource = (algorithm, text) => `'${algorithm}-${createHash(algorithm).update(text, 'utf8').digest('base64')}'`;

/** Every element of the document, the contents of <template>s included (their scripts run once inserted). */
function* elementsOf(node) {
  for (const child of node.childNodes ?? []) {
    if (child.tagName) yield child;
    yield* elementsOf(child);
    if (child.content) yield* elementsOf(child.content);
  }
}

const attributeOf = (element, name) => element.attrs.find((attribute) => attribute.name === name)?.value;
const textOf = (element) => element.childNodes.map((child) => child.value ?? '').join('');

/** The inline scripts and styles of a parsed document, and its CSP <meta>. */
function inlineCodeOf(document) {
  const scripts = [];
  const styles = [];
  let meta;
  for (const element of elementsOf(document)) {
    if (element.tagName === 'script' && attributeOf(element, 'src') === undefined) {
      if (!DATA_SCRIPT_TYPE.test(attributeOf(element, 'type') ?? '')) scripts.push(textOf(element));
    } else if (element.tagName === 'style') {
      styles.push(textOf(element));
    } else if (element.tagName === 'meta' && attributeOf(element, 'http-equiv')?.toLowerCase() === 'content-security-policy') {
      meta = element;
    }
  }
  return { scripts, styles, meta };
}

/**
 * `policy` with its `script-src` and `style-src` hashes narrowed to those of `scripts` and `styles`. Throws if one of
 * them has no hash in the policy. Other sources and directives are kept as they are.
 */
export function narrowPolicy(policy, { scripts, styles }) {
  const inline = { 'script-src': scripts, 'style-src': styles };
  return policy
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean)
    .map((directive) => {
      const [name, ...sources] = directive.split(/\s+/);
      const code = inline[name];
      if (!code) return directive;
      const listed = sources.filter((source) => HASH_SOURCE.test(source));
      const algorithm = listed[0]?.slice(1, 7) ?? 'sha256';
      const needed = new Set(code.map((text) => hashSource(algorithm, text)));
      const missing = [...needed].filter((hash) => !listed.includes(hash));
      if (missing.length > 0) throw new Error(`inline ${name.slice(0, -4)} without a hash in the page's policy: ${missing.join(' ')}`);
      return [name, ...sources.filter((source) => !HASH_SOURCE.test(source) || needed.has(source))].join(' ');
    })
    .join('; ');
}

/** `html` with its CSP <meta> narrowed to the page's own inline code; unchanged when it has none. */
export function narrowPageCsp(html) {
  const { scripts, styles, meta } = inlineCodeOf(parse(html, { sourceCodeLocationInfo: true }));
  if (!meta) return html;
  const { startOffset, endOffset } = meta.sourceCodeLocation.attrs.content;
  const content = narrowPolicy(attributeOf(meta, 'content'), { scripts, styles }).replaceAll('&', '&amp;').replaceAll('"', '&quot;');
  return `${html.slice(0, startOffset)}content="${content}"${html.slice(endOffset)}`;
}

/** Narrows the CSP of every page under `clientDir`; answers how many pages changed. */
export async function narrowCsp(clientDir) {
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  const pages = entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html'));
  let changed = 0;
  for (const page of pages) {
    const file = path.join(page.parentPath, page.name);
    const html = await readFile(file, 'utf8');
    let narrowed;
    try {
      narrowed = narrowPageCsp(html);
    } catch (error) {
      throw new Error(`${path.relative(clientDir, file)}: ${error.message}`);
    }
    if (narrowed !== html) {
      await writeFile(file, narrowed);
      changed += 1;
    }
  }
  return { pages: pages.length, changed };
}
