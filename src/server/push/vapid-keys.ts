// The server's VAPID identity (RFC 8292): the key pair whose private half signs every push request, and whose public
// half the browser hands to its push service when it subscribes, so the service takes pushes from this server only.
import { generateKeyPairSync } from 'node:crypto';
import { env } from '@/env';
import { memoizePromise } from '@/lib/memoize-promise';
import { siteConfig } from '@/site/site-config';
import { ensureAppSetting } from '@/server/db/app-settings';
import type { Database } from '@/server/db/client';

export interface VapidDetails {
  /** Who runs this server, for a push service that needs to reach them: a mailto: or https: URL. */
  subject: string;
  publicKey: string;
  privateKey: string;
}

/** The stored pair, one setting (JSON), so two instances starting at once can never keep halves of two pairs. */
const VAPID_KEYS_SETTING = 'vapid_keys';

/**
 * VAPID_SUBJECT, else the site's e-mail, else its URL when that is https (a push service refuses an http one). web-push
 * refuses anything but mailto: and https:, and Apple's service a localhost URL.
 */
function vapidSubject(): string {
  if (env.VAPID_SUBJECT) return env.VAPID_SUBJECT;
  if (!env.SITE_EMAIL && env.SITE_URL.startsWith('https://')) return siteConfig.url;
  return `mailto:${siteConfig.email}`;
}

function parseStoredKeys(value: string): { publicKey: string; privateKey: string } {
  const parsed: unknown = JSON.parse(value);
  if (typeof parsed === 'object' && parsed !== null && 'publicKey' in parsed && 'privateKey' in parsed) {
    const { publicKey, privateKey } = parsed;
    if (typeof publicKey === 'string' && typeof privateKey === 'string') return { publicKey, privateKey };
  }
  throw new Error(`setting ${VAPID_KEYS_SETTING} is not a key pair`);
}

/**
 * A new P-256 pair as web-push and the browsers take it, unpadded base64url: the public key uncompressed (0x04, x, y),
 * the private key the 32 bytes of d. Made with node:crypto, so the server does not load web-push to start.
 */
export function generateVapidKeys(): { publicKey: string; privateKey: string } {
  const { x, y, d } = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' });
  if (!x || !y || !d) throw new Error('node:crypto exported a P-256 key without its coordinates');
  const publicKey = Buffer.concat([Buffer.of(0x04), Buffer.from(x, 'base64url'), Buffer.from(y, 'base64url')]);
  return { publicKey: publicKey.toString('base64url'), privateKey: d };
}

/** The keys from the environment, else the pair stored in the database (made by the first instance that needed it). */
async function loadVapidDetails(db: Database): Promise<VapidDetails> {
  const subject = vapidSubject();
  // src/env.ts has checked that the two are a pair.
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return { subject, publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY };
  }
  const stored = await ensureAppSetting(db, VAPID_KEYS_SETTING, JSON.stringify(generateVapidKeys()));
  return { subject, ...parseStoredKeys(stored) };
}

/** Each database's details, read (or made) once; a failed read is tried again on the next call. */
const loaded = new WeakMap<Database, Promise<VapidDetails>>();

/** This server's VAPID details on `db`. */
export function vapidDetailsOf(db: Database): Promise<VapidDetails> {
  return memoizePromise(loaded, db, () => loadVapidDetails(db));
}
