import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { uniqueViolationAsFieldError } from '../../src/modules/accounts/unique-violation';
import { createTestDatabase, type TestDatabase } from '../helpers/database';

// The signup race ends in the database's unique constraints; both drivers must report them in a way we can map.
describe('unique violations as field errors', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.insert(users).values({
      phoneNumber: '09180000001',
      email: 'first@example.com',
      firstName: 'a',
      lastName: 'b',
      passwordHash: 'x',
    });
  });
  afterAll(() => database.close());

  const insertError = async (phoneNumber: string, email: string) => {
    try {
      await database.db.insert(users).values({ phoneNumber, email, firstName: 'a', lastName: 'b', passwordHash: 'x' });
    } catch (err) {
      return err;
    }
    throw new Error('the insert was expected to fail');
  };

  it('maps a duplicate phone to a phone_number field error', async () => {
    const mapped = uniqueViolationAsFieldError(await insertError('09180000001', 'second@example.com'));
    expect(mapped).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR', errors: { phone_number: [expect.any(String)] } });
  });

  it('maps a duplicate e-mail (other case) to an email field error', async () => {
    const mapped = uniqueViolationAsFieldError(await insertError('09180000002', 'FIRST@example.com'));
    expect(mapped).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR', errors: { email: [expect.any(String)] } });
  });

  it('leaves other errors alone', () => {
    expect(uniqueViolationAsFieldError(new Error('boom'))).toBeNull();
    expect(uniqueViolationAsFieldError({ code: '23503' })).toBeNull();
  });
});
