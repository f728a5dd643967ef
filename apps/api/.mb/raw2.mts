import { PGlite } from '@electric-sql/pglite';
const db = new PGlite(process.argv[2]);
await db.waitReady;
const N = 3000;
async function time(label: string, fn: (i: number) => Promise<unknown>) {
  for (let i = 0; i < 300; i++) await fn(i);
  const c0 = process.cpuUsage(); const t0 = performance.now();
  for (let i = 0; i < N; i++) await fn(i);
  const c = process.cpuUsage(c0); const t = performance.now() - t0;
  console.log(label.padEnd(44), ((c.user + c.system) / 1000 / N).toFixed(3), 'cpu', (t / N).toFixed(3), 'wall');
}
const read = `select id, phone_number, password_hash, session_version, (select last_seen_at > now() - interval '1 day' from login_addresses where user_id = users.id and address_hash = $1) from users where phone_number = $2`;
await time('query login read', () => db.query(read, ['abc', '09361234567']));
await db.exec(`prepare lr (text, text) as ${read}`);
await time('exec execute login read', () => db.exec(`execute lr ('abc', '09361234567')`));
await time('query execute login read', () => db.query(`execute lr ('abc', '09361234567')`));
let k = 0;
await time('query insert', () => db.query(`insert into refresh_tokens (jti, user_id, expires_at) values ($1, $2, $3::timestamptz)`, ['q' + k++, 1, new Date(Date.now() + 1e9).toISOString()]));
await db.exec(`prepare ins (text, int, timestamptz) as insert into refresh_tokens (jti, user_id, expires_at) values ($1, $2, $3)`);
await time('exec execute insert', () => db.exec(`execute ins ('e${Date.now()}${k++}', 1, '${new Date(Date.now() + 1e9).toISOString()}')`));
await time('exec insert literal', () => db.exec(`insert into refresh_tokens (jti, user_id, expires_at) values ('l${Date.now()}${k++}', 1, '${new Date(Date.now() + 1e9).toISOString()}')`));
await db.close();
