import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, tags } from '../../src/db/schema';
import { auditedChange, recordAudit } from '../../src/modules/audit';
import { createTestApp, type TestApp } from '../helpers/app';
import { createAccount, type Account } from '../admin/authz';

describe('the audit log is written in the same transaction as the change', () => {
  let t: TestApp;
  let admin: Account;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAccount(t.app, 'admin');
  });
  afterAll(() => t.close());

  const auditRows = (objectType: string) => t.app.db.select().from(auditLog).where(eq(auditLog.objectType, objectType));

  it('records who did what to which object, before and after, as JSON', async () => {
    const tag = await auditedChange(t.app.db, { actorId: admin.id, action: 'create', objectType: 'tag-ok' }, async (tx) => {
      const [row] = await tx.insert(tags).values({ name: 'لینوکس', color: '#000000' }).returning();
      return { result: row!, objectId: row!.id, before: null, after: { id: row!.id, name: row!.name, at: new Date(0) } };
    });
    const [row] = await auditRows('tag-ok');
    expect(row).toMatchObject({
      actorId: admin.id,
      action: 'create',
      objectId: String(tag.id),
      before: null,
      after: { id: tag.id, name: 'لینوکس', at: '1970-01-01T00:00:00.000Z' },
    });
  });

  it('leaves neither the change nor an audit row when the change fails after writing', async () => {
    const failing = auditedChange(t.app.db, { actorId: admin.id, action: 'create', objectType: 'tag-fails' }, async (tx) => {
      await tx.insert(tags).values({ name: 'نیمه‌کاره', color: '#111111' });
      throw new Error('a rule refused it');
    });
    await expect(failing).rejects.toThrow('a rule refused it');
    expect(await auditRows('tag-fails')).toEqual([]);
    expect(await t.app.db.select().from(tags).where(eq(tags.name, 'نیمه‌کاره'))).toEqual([]);
  });

  it('leaves no audit row when the transaction fails after the audit row was written', async () => {
    const failing = t.app.db.transaction(async (tx) => {
      await recordAudit(tx, { actorId: admin.id, action: 'update', objectType: 'tag-late', objectId: 1, before: {}, after: {} });
      // A constraint failure after the row: the whole transaction goes.
      await tx.execute(sql`select 1 / 0`);
    });
    await expect(failing).rejects.toThrow();
    expect(await auditRows('tag-late')).toEqual([]);
  });
});
