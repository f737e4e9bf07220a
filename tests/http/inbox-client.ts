// What the inbox's HTTP tests do as a person would: the operator's `npm run users:*`, the set-password link, signing
// in with the form, and requests with the session cookie, as a browser sends them (same origin, form posts).
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Runs `npm run users:<action> -- …` (tsx, as npm does) with the server's settings; its output, lines trimmed. */
export function runUsers(args: string[], env: Record<string, string>): { status: number | null; lines: string[]; stderr: string } {
  const result = spawnSync(`${root}node_modules/.bin/tsx`, ['scripts/users.ts', ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, lines: result.stdout.trim().split('\n'), stderr: result.stderr };
}

/** The set-password token of the link a command printed last. */
export function tokenOfLink(line: string | undefined): string {
  const token = new URL(line ?? '').searchParams.get('token');
  if (!token) throw new Error(`no set-password link in ${line}`);
  return token;
}

export interface InboxClient {
  base: string;
  cookie: string;
  /** A form post as a browser sends it from the inbox's own pages. */
  post(path: string, fields: Record<string, string>, headers?: Record<string, string>): Promise<Response>;
  get(path: string, headers?: Record<string, string>): Promise<Response>;
}

/** Requests from one browser: its cookie (if any) and its address (the server trusts X-Forwarded-For in these tests). */
export function inboxClient(base: string, cookie = '', address = '203.0.113.10'): InboxClient {
  const common = (headers: Record<string, string>) => ({ Cookie: cookie, 'X-Forwarded-For': address, ...headers });
  return {
    base,
    cookie,
    post: (path, fields, headers = {}) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        redirect: 'manual',
        headers: common({ 'Content-Type': 'application/x-www-form-urlencoded', Origin: base, 'Sec-Fetch-Site': 'same-origin', ...headers }),
        body: new URLSearchParams(fields).toString(),
      }),
    get: (path, headers = {}) => fetch(`${base}${path}`, { redirect: 'manual', headers: common(headers) }),
  };
}

/** The `name=value` pairs a response sets, for the next request's Cookie header. */
export function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** Sets a password through the one-time link, then signs in; the session cookie. */
export async function setPasswordAndSignIn(base: string, token: string, email: string, password: string, address?: string): Promise<string> {
  const browser = inboxClient(base, '', address);
  const set = await browser.post('/inbox/set-password', { token, password, repeat: password });
  if (set.status !== 303) throw new Error(`set-password answered ${set.status}`);
  return signIn(base, email, password, address);
}

/** Signs in with the form; the session cookie, or throws with the status. */
export async function signIn(base: string, email: string, password: string, address?: string): Promise<string> {
  const response = await inboxClient(base, '', address).post('/inbox/sign-in', { email, password });
  if (response.status !== 303) throw new Error(`sign-in answered ${response.status}`);
  return cookiesOf(response);
}

/** Posts a lead through the public contact API; its id. */
export async function postLead(base: string, fields: Record<string, unknown>, headers: Record<string, string> = {}): Promise<string> {
  const response = await fetch(`${base}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID(), 'X-Forwarded-For': `198.51.100.${Math.floor(Math.random() * 250) + 1}`, ...headers },
    body: JSON.stringify({ country: 'NG', mobile: '0803 123 4567', locale: 'en', fillMs: 60_000, ...fields }),
  });
  const body = (await response.json()) as { data?: { id: string } };
  if (!body.data) throw new Error(`contact answered ${response.status}`);
  return body.data.id;
}
