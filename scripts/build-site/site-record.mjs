// The public address a build was made for (its SITE_URL), recorded in the build by `npm run build`. The pages carry it
// (canonical links, sitemap), and so must the links the inbox makes: a set-password link from the People page or from
// `npm run users:add|reset`, even where that runs without SITE_URL in its environment (a container given the address
// only as a build argument; an operator's shell). So the server run from a build (its launcher, ./launcher.mjs) and
// the users:* commands (scripts/users.ts, reading the build `npm start` serves) take the recorded address when their
// own environment sets none. A SITE_URL set where they run still wins (e.g. one build served behind two addresses).
// The record sits in the build's server folder, which is never served (only client/ is).
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The record's name in `<distDir>/server/`. */
export const SITE_RECORD_FILE = 'site.json';

/** Writes `<distDir>/server/site.json`: `{ "siteUrl": "…" }`. */
export async function writeSiteRecord(distDir, siteUrl) {
  await writeFile(path.join(distDir, 'server', SITE_RECORD_FILE), `${JSON.stringify({ siteUrl })}\n`);
}

/**
 * The SITE_URL recorded in the build `npm start` serves from `root` (ASTRO_DIST_DIR, default dist, as scripts/start.mjs
 * reads it), or undefined when there is no build yet.
 */
export function readServedSiteUrl(root) {
  const distDir = path.resolve(root, process.env.ASTRO_DIST_DIR || 'dist');
  try {
    const { siteUrl } = JSON.parse(readFileSync(path.join(distDir, 'server', SITE_RECORD_FILE), 'utf8'));
    return typeof siteUrl === 'string' ? siteUrl : undefined;
  } catch {
    return undefined;
  }
}
