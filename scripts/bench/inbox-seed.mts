// Seeds the inbox benchmark's database (scripts/bench-inbox.mjs): 100,000 leads over about 16 months, in the four
// folders, in six countries and two languages, and one admin. Opens the database as the server would (migrations
// included) and prints JSON: the admin's set-password token and a sample of lead ids.
import { sql } from 'drizzle-orm';
import { authForDatabase } from '@/server/auth/auth';
import { addPerson } from '@/server/auth/people';
import { openDatabase } from '@/server/db/client';
import { leads } from '@/server/db/schema';

const LEADS = Number(process.env.BENCH_LEADS ?? 100_000);

const handle = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR,
  owner: { role: 'command', port: 0 },
  statementTimeoutMs: 600_000,
});
try {
  await handle.db.execute(sql`
    insert into leads (created_at, locale, name, country, mobile, message, ip_hash, status, spam_reason, idempotency_key, notification_status, source)
    select now() - (i * interval '7 minutes') - (i % 13) * interval '17 seconds',
      case when i % 5 = 0 then 'zh-CN' else 'en' end,
      (array['Ada','Chidi','Ngozi','Tunde','Amina','Bola','Kemi','Wanjiru','Otieno','Nakato','Juma','Neema'])[1 + i % 12] || ' ' ||
        (array['Obi','Okafor','Adeyemi','Bello','Musa','Kamau','Achieng','Mwangi','Nansubuga','Mushi','Bakare'])[1 + (i / 12) % 11],
      (array['NG','KE','UG','TZ','GH','CN'])[1 + i % 6],
      '+234' || (8030000000 + (i::bigint * 7919) % 9999999)::text,
      'Order ' || i || ': ' || (array['soap','rice','cooking oil','paracetamol','baby formula','phone cases','sugar'])[1 + i % 7] ||
        ' x' || (i % 90 + 10) || E' cartons\nDelivery to ' || (array['Lagos','Kano','Nairobi','Kampala','Dar es Salaam','Accra'])[1 + i % 6],
      md5(i::text),
      case i % 10 when 0 then 'spam' when 1 then 'contacted' when 2 then 'closed' else 'new' end,
      case when i % 10 = 0 then 'too-fast' end,
      'bench-' || i, 'none', case when i % 17 = 0 then 'offline-queue' else 'page' end
    from generate_series(1, ${LEADS}::integer) as i`);
  await handle.db.execute(sql`analyze leads`);
  const auth = await authForDatabase(handle.db);
  const added = await addPerson(auth, handle.db, { email: 'bench@example.com', name: 'Bench Admin', role: 'admin' });
  if (added.kind !== 'ok' || !added.link) throw new Error('could not add the bench admin');
  const ids = await handle.db
    .select({ id: leads.id })
    .from(leads)
    .orderBy(sql`random()`)
    .limit(200);
  console.log(JSON.stringify({ token: new URL(added.link).searchParams.get('token'), ids: ids.map((row) => row.id) }));
} finally {
  await handle.close();
}
