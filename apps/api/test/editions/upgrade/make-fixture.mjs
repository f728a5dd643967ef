// Makes the fixture of upgrade.test.ts: a database filled through the API by the version before
// editions (migration 0025), its rows, and that version's answers.
//
//   git worktree add /tmp/before-editions 87f6340^ && (cd /tmp/before-editions && npm ci)
//   BEFORE=/tmp/before-editions DATABASE=postgres://postgres@127.0.0.1:5432/test \
//     node apps/api/test/editions/upgrade/make-fixture.mjs
//
// It starts that version's server on a new database with the demo festival, and, as its visitors and
// organisers would: moves the programme to 2031 (so no answer depends on when the test runs), buys with a
// coupon and an accessory, cancels at the bank, refunds by hand (whole and in part), signs up for the
// competition, stars the agenda, joins a waiting list. Then it records the answers of every GET route
// the test asks again, and dumps the rows (data only: the test builds the schema of 0025 itself).
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TextDecoder } from 'node:util';
import pg from 'pg';

const here = path.dirname(fileURLToPath(import.meta.url));
const before = process.env.BEFORE;
const base = process.env.DATABASE ?? 'postgres://postgres@127.0.0.1:5432/test';
if (!before) throw new Error('BEFORE: a checkout of the version before editions');
const { visitors, admin, routes } = JSON.parse(fs.readFileSync(path.join(here, 'people.json'), 'utf8'));

const name = `fest_upgrade_fixture_${process.pid}`;
const adminDb = new pg.Client({ connectionString: base });
await adminDb.connect();
await adminDb.query(`create database ${name}`);
const url = new URL(base);
url.pathname = `/${name}`;
const port = 18990;
const dataDir = fs.mkdtempSync('/tmp/fest-upgrade-');
const server = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: before,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    DATABASE_URL: url.toString(),
    DATA_DIR: dataDir,
    // The test's secrets (test/helpers/app.ts): the tickets in the answers are signed with them.
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    TICKET_SECRET: 'test-ticket-secret-long-enough-for-hmac-sha256',
    LOG_LEVEL: 'warn',
  },
});
const origin = `http://127.0.0.1:${port}`;

async function call(method, route, { token, body, form } = {}) {
  const headers = {};
  if (token) headers.authorization = `Bearer ${token}`;
  let payload;
  if (form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    payload = form;
  } else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const res = await fetch(origin + route, { method, headers, body: payload, redirect: 'manual' });
  // Byte for byte: a CSV export begins with a byte-order mark, which res.text() would drop.
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
  if (res.status >= 400) throw new Error(`${method} ${route}: ${res.status} ${text}`);
  return text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
}

try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${origin}/api/festival/`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 600) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  const login = async (who) => (await call('POST', '/api/token/access/', { body: who })).access;
  const boss = await login(admin);
  const [buyer, second] = await Promise.all(visitors.map(login));

  // The programme in 2031, kept in its order and lengths (the festival's own dates stay: the edition's year comes from them).
  const programme = await call('GET', '/api/presentations/all/');
  const shift = Date.parse('2031-02-15T00:00:00Z') - Date.parse(programme[0].start.slice(0, 10) + 'T00:00:00Z');
  for (const p of programme) {
    const moved = (iso) => new Date(Date.parse(iso) + shift).toISOString();
    await call('PATCH', `/api/admin/presentations/${p.id}/`, { token: boss, body: { start: moved(p.start), end: moved(p.end) } });
  }
  const now = await call('GET', '/api/presentations/all/');
  const paid = now.filter((p) => p.cost > 0 && p.is_registration_active && p.remained_capacity > 2);
  const accessories = await call('GET', '/api/accessory/');
  const coupon = 'LINUX20';
  const eligible = (await call('GET', `/api/coupon/${coupon}/`)).eligible_presentations;
  const withCoupon = paid.find((p) => eligible.length === 0 || eligible.includes(p.id));
  paid.splice(paid.indexOf(withCoupon), 1);
  // Talks never clash; the second visitor's one workshop is the waiting list's.
  const talks = paid.filter((p) => p.service_type === 'TALK');
  const small = paid.find((p) => p.service_type === 'WORKSHOP');

  const pay = async (token, body, status = 'OK') => {
    const start = await call('POST', '/api/payments/pay_all/', { token, body });
    await call('POST', `/_sandbox/zarinpal/pg/StartPay/${start.authority}`, { form: `status=${status}` });
    return call('POST', '/api/payments/verify/', { token, body: { authority: start.authority, status } }).catch((e) => ({ refused: String(e) }));
  };
  const inCart = async (token) => (await call('GET', '/api/presentations/cart/', { token })).filter((i) => i.payment_state === 'PENDING');
  for (const item of await inCart(buyer)) await call('DELETE', `/api/presentations/${item.id}/remove_participation/`, { token: buyer });

  // A paid order with a coupon and an accessory.
  await call('POST', `/api/presentations/${withCoupon.id}/add_participation/`, { token: buyer });
  await pay(buyer, { coupon, accessories: accessories.slice(0, 1).map((a) => a.id) });
  // An order cancelled at the bank, its item left in the cart.
  await call('POST', `/api/presentations/${talks[0].id}/add_participation/`, { token: buyer });
  await pay(buyer, {}, 'NOK');
  // The second visitor: two orders, one refunded in whole, the other in part.
  await call('POST', `/api/presentations/${talks[1].id}/add_participation/`, { token: second });
  await pay(second, {});
  await call('POST', `/api/presentations/${talks[2].id}/add_participation/`, { token: second });
  await pay(second, { accessories: accessories.slice(0, 1).map((a) => a.id) });
  const theirs = (await call('GET', '/api/payments/get_list/', { token: second })).filter((p) => p.payment_state === 'COMPLETED');
  const [newest, older] = theirs;
  await call('POST', `/api/admin/payments/${older.id}/refund/`, { token: boss, body: { method: 'manual', note: 'انصراف پیش از جشنواره؛ واریز به کارت' } });
  const partial = await call('GET', `/api/admin/payments/${newest.id}/`, { token: boss });
  await call('POST', `/api/admin/payments/${newest.id}/refund/`, {
    token: boss,
    body: { method: 'manual', accessories: partial.accessories.map((a) => a.id), note: 'تی‌شرت نرسید' },
  });
  // The competition, when it takes signups.
  await call('POST', '/api/users/competition_signup/', { token: second })
    .then(async (start) => {
      if (!start.authority) return;
      await call('POST', `/_sandbox/zarinpal/pg/StartPay/${start.authority}`, { form: 'status=OK' });
      await call('POST', '/api/payments/verify/', { token: second, body: { authority: start.authority, status: 'OK' } });
    })
    .catch((e) => console.warn('competition:', String(e)));
  // The agenda: two stars.
  for (const p of now.slice(0, 2)) await call('PUT', `/api/agenda/${p.id}/`, { token: second });
  // A full workshop's waiting list: its seats made few, taken, then the buyer waits.
  await call('PATCH', `/api/admin/presentations/${small.id}/`, { token: boss, body: { capacity: 1 } });
  await call('POST', `/api/presentations/${small.id}/add_participation/`, { token: second });
  await pay(second, {});
  await call('POST', `/api/presentations/${small.id}/waitlist/`, { token: buyer });

  // Every answer the test asks again (people.json names the routes; {presentation} is each of the programme's).
  const answers = {};
  const tokens = { anonymous: undefined, buyer, second, admin: boss };
  for (const [who, list] of Object.entries(routes)) {
    for (const route of list) {
      const expanded = route.includes('{presentation}') ? now.map((p) => route.replace('{presentation}', String(p.id))) : [route.replace('{phone}', who === 'buyer' ? visitors[0].phone_number : visitors[1].phone_number)];
      for (const r of expanded) answers[`${who} ${r}`] = await call('GET', r, { token: tokens[who] });
    }
  }
  fs.writeFileSync(path.join(here, 'answers.json'), JSON.stringify(answers, null, 1) + '\n');
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.on('exit', r));
}

// The rows, as INSERTs a PGlite or a server both take, with the triggers off while they load (the
// transition rules would refuse a payment born COMPLETED); nothing of pg_dump's session settings.
const dump = execFileSync('pg_dump', ['--data-only', '--inserts', '--column-inserts', '--disable-triggers', '--schema=public',
  // The rules of migration 0021, which the schema of 0025 holds already.
  '--exclude-table-data=public.payment_transitions', url.toString()], { encoding: 'utf8', maxBuffer: 1 << 28 });
// A value may span lines, so the header (pg_dump's SETs) is cut where the first statement of rows begins.
const lines = dump.split('\n');
// psql's \restrict lines (pg_dump's guard against a hostile server's dump) are psql's, not SQL.
const rows = lines.slice(lines.findIndex((line) => /^(ALTER TABLE|INSERT INTO)/.test(line))).filter((line) => !/^\\(un)?restrict /.test(line));
fs.writeFileSync(path.join(here, 'rows.sql'), rows.join('\n') + '\n');
await adminDb.query(`drop database ${name} with (force)`);
await adminDb.end();
fs.rmSync(dataDir, { recursive: true, force: true });
console.log(`answers.json: ${Object.keys(JSON.parse(fs.readFileSync(path.join(here, 'answers.json'), 'utf8'))).length} answers; rows.sql: ${rows.length} lines`);
