// The inbox's page weight: what a salesperson's phone downloads (brotli, as the server sends it) for the sign-in page,
// the list of 25 leads, a lead, and People, on a fresh PGlite server of the build in ASTRO_DIST_DIR (default dist). Everything goes
// through HTTP (the public contact API, the operator endpoint, the sign-in form), so an older build is measured the
// same way: `ASTRO_DIST_DIR=/path/to/old/dist npm run bench:inbox -- --only weight`.
// Two figures per page: a view (the page alone: its stylesheet is cached, as for every page after the first) and a
// first view (with the stylesheets it links, on an empty cache).
import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { signInThroughLink, startServerWith } from './server.mjs';

const ADMIN_TOKEN = 'bench-weight-token-0123456789abcdef';
const PASSWORD = 'bench password 0123';
const NAMES = ['Fatuma Njeri', 'Chinedu Okafor', 'Aisha Bello', 'Joseph Mwangi', 'Grace Achieng', 'Emeka Nwosu', 'Halima Yusuf'];
const MESSAGES = [
  'We run three pharmacies in Kano and want to order paracetamol and ORS monthly. Please call after 4 pm.',
  'I sell provisions in Ikeja market. How do I pay for stock, and can you deliver on Saturdays?',
  'Clinic in Mombasa looking for gloves, syringes and test kits every month. Do you give credit?',
];

/** GET `path` as a phone does (brotli accepted): the status, the bytes on the wire and the body. */
function get(baseUrl, path, cookie) {
  return new Promise((resolve, reject) => {
    const req = request(`${baseUrl}${path}`, { headers: { 'Accept-Encoding': 'br, gzip', Cookie: cookie } }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode, wire: Buffer.concat(chunks), encoding: response.headers['content-encoding'] }));
    });
    req.on('error', reject);
    req.end();
  });
}

function decoded({ wire, encoding }) {
  return (encoding === 'br' ? brotliDecompressSync(wire) : encoding === 'gzip' ? gunzipSync(wire) : wire).toString('utf8');
}

async function seedAndSignIn(baseUrl) {
  let leadId = '';
  for (let index = 0; index < 25; index += 1) {
    const response = await fetch(`${baseUrl}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID(), 'X-Forwarded-For': `198.51.100.${index + 1}` },
      body: JSON.stringify({
        name: NAMES[index % NAMES.length],
        country: 'NG',
        mobile: `0803 123 45${String(index).padStart(2, '0')}`,
        message: MESSAGES[index % MESSAGES.length],
        locale: 'en',
        fillMs: 60_000,
      }),
    });
    const body = await response.json();
    if (!body.data) throw new Error(`contact answered ${response.status}`);
    if (index === 12) leadId = body.data.id;
  }
  const added = await fetch(`${baseUrl}/api/people`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${ADMIN_TOKEN}` },
    body: JSON.stringify({ action: 'add', email: 'weight@example.com', name: 'Amina Weight', role: 'admin' }),
  });
  const link = (await added.json()).data?.link;
  if (!link) throw new Error(`adding a person answered ${added.status}`);
  const token = new URL(link).searchParams.get('token');
  return { leadId, cookie: await signInThroughLink(baseUrl, token, 'weight@example.com', PASSWORD) };
}

/** Each page's bytes on the wire: `{ page, view, firstView }`. */
export async function measureInboxWeight(port) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-inbox-weight-'));
  const server = await startServerWith(port, { DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_TOKEN, TRUST_PROXY: '1', CONTACT_RATE_LIMIT: '1000/1m' });
  try {
    const { leadId, cookie } = await seedAndSignIn(server.baseUrl);
    // Signing in comes first: usually the page that fetches the stylesheet.
    const pages = {
      'sign-in (signed out)': ['/inbox/sign-in', ''],
      'the list (25 leads)': ['/inbox', cookie],
      'a lead': [`/inbox/lead/${leadId}`, cookie],
      People: ['/inbox/people', cookie],
    };
    const rows = [];
    for (const [page, [path, pageCookie]] of Object.entries(pages)) {
      const answer = await get(server.baseUrl, path, pageCookie);
      if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
      const html = decoded(answer);
      let firstView = answer.wire.length;
      for (const [, href] of html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)) firstView += (await get(server.baseUrl, href, cookie)).wire.length;
      rows.push({ page, view: answer.wire.length, firstView });
    }
    return rows;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
