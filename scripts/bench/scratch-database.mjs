import pg from 'pg';

/**
 * Runs `use(url)` on a new database `name` of the PostgreSQL server at `serverUrl` (a URL with rights
 * to create databases), and drops it afterwards however `use` ends.
 */
export async function withScratchDatabase(serverUrl, name, use) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    return await use(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
