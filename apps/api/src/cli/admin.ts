/**
 * `npm run admin -- create --phone 09... --password ... [--first-name ...] [--last-name ...] [--email ...] [--role admin]`
 * `npm run admin -- promote --phone 09... --role admin|door|user`
 * `npm run admin -- recount`
 *
 * Makes the first admin (or any account) and changes roles, on the configured database (DATABASE_URL,
 * or the embedded one in DATA_DIR, read from the environment and `.env` like the server). Migrates
 * first. The password obeys the signup rules. A refusal is printed and exits 1; bad usage exits 2.
 * On the embedded database, stop the server first (PGlite is one process's).
 */
import 'dotenv/config';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { emailSchema, newPasswordSchema, personNameSchema, phoneNumberInputSchema, userRoleSchema, USER_ROLES } from '@fest/contract';
import { migrate, openDatabase, type Database } from '../db/client';
import { users } from '../db/schema';
import { AppError } from '../lib/errors';
import { cliTexts } from './texts';
import { loadSettings, SettingsError } from '../config/settings';
import { changeRole, createAccount } from '../modules/accounts';
import { recount } from '../modules/inventory';

/** The recount command's report: every counter it changed, from what to what. */
async function recountCounters(database: Database): Promise<string> {
  const changed = await recount(database.db);
  if (changed.length === 0) return 'The counters already equal the facts; nothing was changed.';
  return [`${changed.length} counter(s) set to the facts:`, ...changed.map((d) => `  ${d.what} #${d.id}: ${d.counter} -> ${d.fact}`)].join('\n');
}

const USAGE = `usage:
  npm run admin -- create --phone 09XXXXXXXXX --password SECRET [--first-name NAME] [--last-name NAME] [--email ADDRESS] [--role ${USER_ROLES.join('|')}]
      a new account (role admin unless --role says otherwise); the password obeys the signup rules
  npm run admin -- promote --phone 09XXXXXXXXX --role ${USER_ROLES.join('|')}
      another role for an existing account (the last admin can't be demoted)
  npm run admin -- recount
      sets the seat (presentations, the competition) and coupon-use counters to the facts (after
      hand-written SQL) and prints what changed`;

/** A refusal the operator can act on: printed as it is, exit code 1. */
class Refused extends Error {}

const createArgs = z.object({
  phone: phoneNumberInputSchema,
  password: newPasswordSchema,
  'first-name': personNameSchema.default(cliTexts.adminFirstName),
  'last-name': personNameSchema.default(cliTexts.adminLastName),
  email: emailSchema.optional(),
  role: userRoleSchema.default('admin'),
});
const promoteArgs = z.object({ phone: phoneNumberInputSchema, role: userRoleSchema });

/** The option names of the command line for the contract's field names in validation errors. */
const optionOf: Record<string, string> = { phone_number: 'phone', first_name: 'first-name', last_name: 'last-name' };

function parsed<T>(schema: z.ZodType<T>, values: Record<string, unknown>): T {
  const result = schema.safeParse(values);
  if (result.success) return result.data;
  throw new Refused(result.error.issues.map((i) => `--${String(i.path[0])}: ${i.message}`).join('\n'));
}

function refusalOf(err: unknown): string | null {
  if (err instanceof Refused) return err.message;
  if (err instanceof AppError) {
    if (!err.errors) return err.detail;
    return Object.entries(err.errors)
      .flatMap(([field, messages]) => messages.map((m) => `--${optionOf[field] ?? field}: ${m}`))
      .join('\n');
  }
  return null;
}

async function create(database: Database, values: Record<string, unknown>): Promise<string> {
  const args = parsed(createArgs, values);
  const account = await createAccount(
    database.db,
    {
      phone_number: args.phone,
      password: args.password,
      first_name: args['first-name'],
      last_name: args['last-name'],
      // The contract needs an e-mail; `.invalid` (RFC 2606) can never be anyone's real address.
      email: args.email ?? `${args.phone}@admin.invalid`,
      role: args.role,
    },
    async (_tx, user) => user,
  );
  return `Created ${account.phoneNumber} (role ${args.role}).`;
}

async function promote(database: Database, values: Record<string, unknown>): Promise<string> {
  const args = parsed(promoteArgs, values);
  const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.phoneNumber, args.phone));
  if (!user) throw new Refused(`--phone: no account has the phone number ${args.phone} (create it with \`npm run admin -- create\`).`);
  const changed = await changeRole(database.db, { actorId: null, userId: user.id, role: args.role });
  return `${changed.phone_number} is now ${changed.role}; their tokens stop working on their next request (they refresh or log in again).`;
}

async function main(): Promise<number> {
  let command: string | undefined;
  let values: Record<string, unknown>;
  try {
    const args = parseArgs({
      args: process.argv.slice(2).filter((a) => a !== '--'),
      allowPositionals: true,
      options: {
        phone: { type: 'string' },
        password: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
        email: { type: 'string' },
        role: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
    command = args.positionals[0];
    values = args.values;
    if (args.values.help) {
      console.log(USAGE);
      return 0;
    }
    if (args.positionals.length !== 1 || !['create', 'promote', 'recount'].includes(command ?? '')) {
      throw new Error('a command is needed: create, promote or recount');
    }
    if (command === 'promote' && args.values.password !== undefined) throw new Error('promote does not take --password');
  } catch (err) {
    console.error(`${(err as Error).message}\n${USAGE}`);
    return 2;
  }

  let settings;
  try {
    settings = loadSettings();
  } catch (err) {
    if (err instanceof SettingsError) {
      console.error(err.message);
      return 2;
    }
    throw err;
  }
  if (!settings.DATABASE_URL) fs.mkdirSync(settings.DATA_DIR, { recursive: true });
  const database = await openDatabase({ url: settings.DATABASE_URL, dataDir: settings.DATA_DIR });
  try {
    await migrate(database);
    if (command === 'recount') console.log(await recountCounters(database));
    else console.log(command === 'create' ? await create(database, values) : await promote(database, values));
    return 0;
  } catch (err) {
    const refusal = refusalOf(err);
    if (refusal === null) throw err;
    const where = settings.DATABASE_URL ? 'the PostgreSQL server in DATABASE_URL' : `the embedded database in ${path.resolve(settings.DATA_DIR)}`;
    console.error(`Refused (${where}), nothing was changed:\n${refusal}`);
    return 1;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
