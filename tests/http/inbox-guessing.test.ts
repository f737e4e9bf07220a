// Password guessing against the inbox's sign-in, on PGlite (one server) and on PostgreSQL (two instances sharing one
// database, the requests alternating between them): the limits per account and per address, alike for unknown
// e-mails; and the device cookie (OWASP's "Slow Down Online Guessing Attacks with Device Cookies"): a storm of wrong
// passwords from other addresses does not lock the owner out of a browser where they signed in before, a forged or
// another account's cookie earns nothing, and a device cookie has a small limit of its own.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../messages/en.json';
import { cookiesOf, inboxClient, runUsers, setPasswordAndSignIn, signIn, tokenOfLink } from '../fixtures/inbox';
import { createPostgresDatabase, testBackends } from '../integration/test-databases';
import { startServer, testPort, type RunningServer } from './production-server';

const PASSWORD = 'a long enough password';
const WRONG = 'wrong password 123';
const PEOPLE = ['amina', 'tunde', 'kemi', 'bola', 'chidi', 'femi'] as const;
type Person = (typeof PEOPLE)[number];
const emailOf = (person: Person) => `${person}@example.com`;
/** The limits the inbox promises (src/server/auth/sign-in-limit.ts), stated here as the contract under test. */
const PER_ACCOUNT = 8;
const PER_ADDRESS = 12;
const PER_DEVICE = 5;
const tooManyText = en.InboxSignIn.errors.tooMany.split('{')[0]?.trim() ?? '';

const hasPostgres = (await testBackends()).some((backend) => backend.name === 'postgres');
const backends = [
  { name: 'PGlite, one server', postgres: false },
  ...(hasPostgres ? [{ name: 'PostgreSQL, two instances behind HTTPS', postgres: true }] : []),
];

/** The `name=value` of the device cookie among a browser's cookies (the session cookie left out). */
const deviceCookieOf = (cookies: string) => cookies.split('; ').find((pair) => /^(__Secure-)?inbox_device=/.test(pair)) ?? '';

describe.each(backends)('password guessing ($name)', ({ postgres }) => {
  const servers: RunningServer[] = [];
  let dropDatabase = async () => {};
  /** Each person's browser where they signed in during setup: its cookies, the session's and the device's. */
  const browsers = new Map<Person, string>();
  /** The server answering the n-th request: the two instances take turns on PostgreSQL. */
  const instance = (n: number) => servers[n % servers.length] as RunningServer;
  const signInOn = (n: number, email: string, password: string, cookie = '', address = '203.0.113.99') =>
    inboxClient(instance(n).url, cookie, address).post('/inbox/sign-in', { email, password });
  /** Wrong passwords for one e-mail, each from an address of its own (198.18.<block>.<n>); their statuses. */
  const storm = async (email: string, block: number, tries = PER_ACCOUNT + 4) => {
    const statuses: number[] = [];
    for (let n = 0; n < tries; n += 1) statuses.push((await signInOn(n, email, WRONG, '', `198.18.${block}.${n + 1}`)).status);
    return statuses;
  };
  const expectLockedAfterLimit = (statuses: number[], limit: number) => {
    expect(statuses.slice(0, limit).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(limit).every((status) => status === 429)).toBe(true);
  };

  beforeAll(async () => {
    let env: Record<string, string>;
    let commandEnv: Record<string, string>;
    if (postgres) {
      const database = await createPostgresDatabase();
      dropDatabase = database.drop;
      env = { DATABASE_URL: database.url, TRUST_PROXY: '1', SITE_URL: 'https://inbox.example' };
      commandEnv = { DATABASE_URL: database.url };
    } else {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'inbox-guessing-'));
      dropDatabase = async () => rmSync(dataDir, { recursive: true, force: true });
      env = { DATA_DIR: dataDir, TRUST_PROXY: '1' };
      commandEnv = { DATA_DIR: dataDir, ADMIN_TOKEN: '' };
    }
    // No server yet: the command opens the database (or the PGlite folder) itself.
    const links = PEOPLE.map((person) => {
      const added = runUsers(['add', '--email', emailOf(person), '--name', person, '--role', 'agent'], commandEnv);
      expect(added.status).toBe(0);
      return tokenOfLink(added.lines.at(-1));
    });
    servers.push(await startServer(testPort(18), env));
    if (postgres) servers.push(await startServer(testPort(19), env));
    for (const [index, person] of PEOPLE.entries()) {
      browsers.set(person, await setPasswordAndSignIn(instance(index).url, links[index] as string, emailOf(person), PASSWORD, `203.0.113.${40 + index}`));
    }
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await dropDatabase();
  });

  it('slows password guessing per account and per address, alike for unknown e-mails', async () => {
    const guess = (n: number, email: string, address: string) => signInOn(n, email, WRONG, '', address);
    const statuses = async (email: string, addressOf: (index: number) => string) => {
      const seen: number[] = [];
      for (let index = 0; index < 14; index += 1) seen.push((await guess(index, email, addressOf(index))).status);
      return seen;
    };
    // One account from many addresses: the account's limit.
    const known = await statuses('tunde@example.com', (index) => `198.18.1.${index + 1}`);
    const unknown = await statuses('nobody@example.com', (index) => `198.18.2.${index + 1}`);
    expect(known.indexOf(429)).toBeGreaterThan(0);
    expect(known.indexOf(429)).toBeLessThan(14);
    expect(unknown).toEqual(known);
    // Many accounts from one address: the address's limit.
    const fromOne = [];
    for (let index = 0; index < 14; index += 1) fromOne.push((await guess(index, `guess${index}@example.com`, '198.18.3.1')).status);
    expect(fromOne.indexOf(429)).toBeGreaterThan(0);
    expect(fromOne.indexOf(429)).toBeLessThan(14);
    const refused = await guess(0, 'tunde@example.com', '198.18.4.1');
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.text()).toContain(tooManyText);
    // The right password is refused too while the account is locked: guessing cannot go on.
    expect((await signInOn(1, 'tunde@example.com', PASSWORD, '', '198.18.4.2')).status).toBe(429);
  });

  it('lets the owner sign in from a browser where they signed in before, through a storm from other addresses', async () => {
    const email = emailOf('amina');
    const phone = browsers.get('amina') ?? '';
    // Signed out (this device): the browser keeps only its device cookie.
    expect((await inboxClient(instance(0).url, phone, '203.0.113.40').post('/inbox/sign-out', {})).status).toBe(303);
    const device = deviceCookieOf(phone);
    // The phone's network shares its address with strangers (a carrier's), whose guesses at other accounts fill it.
    const shared = '198.18.21.1';
    const fromShared = [];
    for (let n = 0; n < PER_ADDRESS + 1; n += 1) fromShared.push((await signInOn(n, `someone${n}@example.com`, WRONG, '', shared)).status);
    expect(fromShared.at(-1)).toBe(429);

    expectLockedAfterLimit(await storm(email, 22), PER_ACCOUNT);
    // A new browser is refused even with the right password while the storm lasts.
    expect((await signInOn(0, email, PASSWORD, '', '198.18.23.1')).status).toBe(429);
    // The owner's browser, on the instance that did not make its cookie and from the full shared address, gets in.
    const owner = await signInOn(1, email, PASSWORD, device, shared);
    expect(owner.status).toBe(303);
    expect(owner.headers.get('location')).toBe('/inbox');
    expect((await inboxClient(instance(0).url, cookiesOf(owner), shared).get('/inbox')).status).toBe(200);
    // Its sign-in gave the strangers no fresh allowance: the account stays closed to new browsers.
    expect((await signInOn(0, email, PASSWORD, '', '198.18.23.2')).status).toBe(429);
    expect((await signInOn(1, email, WRONG, '', '198.18.23.3')).status).toBe(429);
  });

  it('offers no way around the form: the auth library’s own sign-in endpoint answers 404', async () => {
    // amina's account is closed to new browsers by the storm above; the library's endpoint would check her password.
    const base = instance(1).url;
    const response = await fetch(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: base, 'Sec-Fetch-Site': 'same-origin', 'X-Forwarded-For': '198.18.23.9' },
      body: JSON.stringify({ email: emailOf('amina'), password: PASSWORD }),
    });
    expect(response.status).toBe(404);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('earns nothing with a forged device cookie or one made for another account', async () => {
    const email = emailOf('kemi');
    const device = deviceCookieOf(browsers.get('kemi') ?? '');
    const other = deviceCookieOf(browsers.get('bola') ?? '');
    const [name = '', value = ''] = device.split('=');
    const [nonce = '', mac = ''] = value.split('.');
    const otherMac = other.split('=')[1]?.split('.')[1] ?? '';
    const flipped = `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    const forgeries = [
      other, // bola's real cookie, for kemi's account
      `${name}=${nonce}.${flipped}`, // kemi's nonce, the MAC altered
      `${name}=${nonce}.${otherMac}`, // kemi's nonce with the MAC of bola's token
      `${name}=${'n'.repeat(22)}.${'m'.repeat(43)}`, // made up, in the right shape
      `${name}=${value}${value}`, // two tokens run together
    ];
    expectLockedAfterLimit(await storm(email, 24), PER_ACCOUNT);
    for (const [n, cookie] of forgeries.entries()) {
      const answer = await signInOn(n, email, PASSWORD, cookie, `198.18.25.${n + 1}`);
      expect(answer.status).toBe(429);
      expect(answer.headers.getSetCookie().some((set) => set.includes('session_token='))).toBe(false);
    }
    // The real one still works, on either instance.
    expect((await signInOn(1, email, PASSWORD, device, '198.18.25.9')).status).toBe(303);
  });

  it('holds a device cookie to a small limit of its own, which locks that browser only', async () => {
    const email = emailOf('bola');
    const laptop = deviceCookieOf(browsers.get('bola') ?? '');
    const phone = deviceCookieOf(await signIn(instance(1).url, email, PASSWORD, '203.0.113.60'));
    const fromLaptop: number[] = [];
    for (let n = 0; n < PER_DEVICE; n += 1) fromLaptop.push((await signInOn(n, email, WRONG, laptop, '203.0.113.61')).status);
    expect(fromLaptop).toEqual(Array.from({ length: PER_DEVICE }, () => 401));
    // The next try from that browser is refused, on both instances, even with the right password.
    for (const n of [0, 1]) {
      const locked = await signInOn(n, email, PASSWORD, laptop, '203.0.113.61');
      expect(locked.status).toBe(429);
      expect(locked.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await locked.text()).toContain(tooManyText);
    }
    // The owner's other browser, and a new one, are not held by that browser's failures.
    expect((await signInOn(0, email, PASSWORD, phone, '203.0.113.62')).status).toBe(303);
    expect((await signInOn(1, email, PASSWORD, '', '203.0.113.63')).status).toBe(303);
  });

  it('sets the device cookie on a successful sign-in only, and answers an unknown e-mail exactly like a known one', async () => {
    const success = await signInOn(0, emailOf('chidi'), PASSWORD, '', '198.18.26.1');
    expect(success.status).toBe(303);
    const set = success.headers.getSetCookie().find((cookie) => /^(__Secure-)?inbox_device=/.test(cookie)) ?? '';
    expect(set).toMatch(postgres ? /^__Secure-inbox_device=[^;]+; .*Secure/ : /^inbox_device=/);
    if (!postgres) expect(set).not.toMatch(/Secure/);
    expect(set).toMatch(/; Path=\/inbox(;|$)/);
    expect(set).toMatch(/; HttpOnly/);
    expect(set).toMatch(/; SameSite=Lax/);
    expect(Number(/Max-Age=(\d+)/.exec(set)?.[1])).toBeGreaterThanOrEqual(180 * 24 * 60 * 60);
    // The cookie names no account: neither the e-mail nor its plain hash is in it.
    for (const form of [
      'chidi',
      createHash('sha256').update(emailOf('chidi')).digest('hex'),
      createHash('sha256').update(emailOf('chidi')).digest('base64url'),
    ]) {
      expect(set).not.toContain(form);
    }

    // With chidi's device cookie, tries for an e-mail it was not made for: a known one and an unknown one answer alike.
    const device = deviceCookieOf(cookiesOf(success));
    const answersFor = async (email: string, block: number) => {
      const answers = [];
      for (let n = 0; n < PER_ACCOUNT + 2; n += 1) {
        const started = performance.now();
        const answer = await signInOn(n, email, WRONG, device, `198.18.${block}.${n + 1}`);
        const html = (await answer.text()).replaceAll(email, 'E');
        answers.push({
          status: answer.status,
          retryAfter: answer.headers.has('retry-after'),
          setCookies: answer.headers.getSetCookie(),
          html,
          ms: performance.now() - started,
        });
      }
      return answers;
    };
    const known = await answersFor(emailOf('femi'), 27);
    const unknown = await answersFor('nobody-else@example.com', 28);
    const shape = (answers: typeof known) => answers.map(({ status, retryAfter, setCookies, html }) => ({ status, retryAfter, setCookies, html }));
    expect(shape(unknown)).toEqual(shape(known));
    expect(known.map(({ status }) => status)).toEqual([...Array.from({ length: PER_ACCOUNT }, () => 401), 429, 429]);
    const median = (answers: typeof known) =>
      answers
        .filter(({ status }) => status === 401)
        .map(({ ms }) => ms)
        .sort((a, b) => a - b)[PER_ACCOUNT / 2] ?? 0;
    console.info(`wrong password, median: known ${median(known).toFixed(1)} ms, unknown ${median(unknown).toFixed(1)} ms`);
  });
});
