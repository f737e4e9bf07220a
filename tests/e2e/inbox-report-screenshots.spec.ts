// Not part of `npm test`: the response report and the reply templates at 375 px in both languages, for docs/inbox.md, on a server of its own
// whose PostgreSQL database holds twelve weeks of leads and answers (seeded below, the same every run).
// INBOX_SCREENSHOTS=1 npx playwright test tests/e2e/inbox-report-screenshots.spec.ts --project desktop
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { runUsers } from '../fixtures/inbox';
import { freePort } from '../fixtures/ports';
import { expect, test } from '../fixtures/test';

test.skip(!process.env.INBOX_SCREENSHOTS, 'set INBOX_SCREENSHOTS=1 to refresh docs/inbox/report-*.png and templates-*.png');
test.use({ timezoneId: 'Africa/Lagos' });

const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PASSWORD = 'screenshots password';
const MINUTE = 60_000;
const WEEK = 7 * 24 * 60 * MINUTE;

/** A small deterministic generator (mulberry32), so every run draws the same leads. */
function randomFrom(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Twelve weeks of leads, answered faster week by week (a median from about 3 hours down to a few minutes). */
async function seed(client: pg.Client, people: Array<{ id: string; name: string }>) {
  const random = randomFrom(37);
  const now = Date.now();
  for (let week = 11; week >= 0; week -= 1) {
    const count = 8 + Math.floor(random() * 10);
    const typicalMinutes = 180 * Math.pow(0.7, 11 - week) + 2;
    for (let index = 0; index < count; index += 1) {
      const createdAt = new Date(now - week * WEEK - random() * (week === 0 ? 2 * 24 * 60 * MINUTE : WEEK));
      const { rows } = await client.query<{ id: string }>(
        `insert into leads (locale, name, country, mobile, message, ip_hash, status, idempotency_key, notification_status, created_at)
         values ('en', 'Seeded lead', 'NG', '+2348030000000', 'Price list please', 'h', 'contacted', $1, 'none', $2) returning id`,
        [randomUUID(), createdAt],
      );
      const waits = week === 0 && index < 2;
      if (waits) continue;
      // Log-normal around the week's typical time: most quick, a few slow.
      const minutes = typicalMinutes * Math.exp((random() + random() + random() - 1.5) * 2.2);
      const person = people[Math.floor(random() * people.length)] ?? people[0];
      const answeredAt = new Date(Math.min(now, createdAt.getTime() + minutes * MINUTE));
      await client.query(`insert into lead_events (lead_id, actor_id, actor_name, kind, detail, created_at) values ($1, $2, $3, 'reached', $4, $5)`, [
        rows[0]?.id,
        person?.id,
        person?.name,
        JSON.stringify({ via: random() < 0.6 ? 'whatsapp' : 'call' }),
        answeredAt,
      ]);
    }
  }
}

/** The production server (as `npm start` runs it) on `port` with `env`, once ready. */
async function startServer(port: number, env: Record<string, string>): Promise<{ url: string; stop: () => Promise<void> }> {
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs', '--port', String(port), '--no-build'], {
    env: { ...process.env, ...env },
    stdio: 'ignore',
  });
  const url = `http://localhost:${port}`;
  await expect.poll(async () => (await fetch(`${url}/api/ready`).catch(() => null))?.status, { timeout: 60_000 }).toBe(200);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return { url, stop: async () => void (child.kill('SIGTERM'), await exited) };
}

/** Adds a person to this spec's server (`npm run users:add` on its database); the set-password link printed. */
function addPerson(databaseUrl: string, role: 'admin' | 'agent', name: string, email: string): string {
  const added = runUsers(['add', '--email', email, '--name', name, '--role', role], { DATABASE_URL: databaseUrl });
  if (added.status !== 0) throw new Error(`users:add failed: ${added.stderr}`);
  return added.lines.at(-1) ?? '';
}

test('screenshots of the response report and the reply templates at 375 px', async ({ page }) => {
  test.setTimeout(180_000);
  const name = `${process.env.TEST_DATABASE_PREFIX ?? 'leads_it_'}shots_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  let server: { url: string; stop: () => Promise<void> } | undefined;
  const client = new pg.Client({ connectionString: url.toString() });
  try {
    server = await startServer(await freePort(), { DATABASE_URL: url.toString(), ADMIN_TOKEN: 'report-screenshots-token-0123456789' });
    const email = `admin-${randomUUID().slice(0, 8)}@example.com`;
    const link = addPerson(url.toString(), 'admin', 'Amina Bello', email);
    addPerson(url.toString(), 'agent', 'Tunde Bakare', `tunde-${randomUUID().slice(0, 8)}@example.com`);
    addPerson(url.toString(), 'agent', '王伟', `wang-${randomUUID().slice(0, 8)}@example.com`);
    await client.connect();
    const { rows: people } = await client.query<{ id: string; name: string }>('select id, name from auth_users order by name');
    await seed(client, people);

    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(new URL(new URL(link).pathname + new URL(link).search, server.url).toString());
    await page.locator('input[name=password]').fill(PASSWORD);
    await page.locator('input[name=repeat]').fill(PASSWORD);
    await page.locator('form button[type=submit]').click();
    await expect(page).toHaveURL(/\/inbox\/sign-in/);
    await page.locator('input[name=email]').fill(email);
    await page.locator('input[name=password]').fill(PASSWORD);
    await page.locator('form button[type=submit]').click();
    await expect(page).toHaveURL(/\/inbox$/);
    for (const lang of ['en', 'zh_cn'] as const) {
      await page.goto(`${server.url}/inbox/report?lang=${lang}`);
      await expect(page.getByRole('img')).toBeVisible();
      await page.screenshot({ path: `docs/inbox/report-${lang}-375.png`, fullPage: true });
    }
    await client.query(`insert into reply_templates (locale, title, text) values
      ('en', 'Price list', 'Hello {name}, thank you for asking about “{asked}”. Our price list is attached; which products interest you most?'),
      ('en', 'Delivery', 'Hello {name}, we deliver to your area within 3 days. Shall I send you the order form?'),
      ('zh-CN', '价格表', '{name}您好，感谢您咨询“{asked}”。价格表见附件，请问您最关心哪些商品？')`);
    for (const lang of ['en', 'zh_cn'] as const) {
      await page.goto(`${server.url}/inbox/templates?lang=${lang}`);
      await page.getByRole('group').first().locator('summary').click();
      await page.screenshot({ path: `docs/inbox/templates-${lang}-375.png`, fullPage: true });
    }
  } finally {
    await client.end().catch(() => {});
    await server?.stop();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
});
