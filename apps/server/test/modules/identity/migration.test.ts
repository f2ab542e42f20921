import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { legacyUsers } from '../../../src/db/schema';
import { latestOutboxCode, seedIdentity, signIn } from '../../support/identity';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedIdentity(t.database);
});

const migrate = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/users/migrate', payload: { email, password } });

describe('moving users of the older system into the pool', () => {
  it('pool sign-in fails, migrate with the legacy password, sign-in succeeds', async () => {
    expect((await signIn(t.app, 'legacy@paydesk.test', 'Legacy!Paydesk2026')).statusCode).toBe(401);
    expect((await migrate('legacy@paydesk.test', 'Wrong!Legacy2026')).statusCode).toBe(401);
    expect((await migrate('legacy@paydesk.test', 'Legacy!Paydesk2026')).statusCode).toBe(200);
    const res = await signIn(t.app, 'legacy@paydesk.test', 'Legacy!Paydesk2026');
    expect(res.statusCode).toBe(200);
    const info = await t.app.inject({
      url: '/api/users/info',
      headers: { authorization: `Bearer ${res.json().idToken}` },
    });
    expect(info.json().data.merchants.map((m: { id: number }) => m.id)).toEqual([100002]);
    expect((await migrate('legacy@paydesk.test', 'Legacy!Paydesk2026')).statusCode).toBe(401);
  });

  it('a legacy user who forgot the password is moved in by the forgot-password call', async () => {
    await t.database.db.insert(legacyUsers).values({
      email: 'forgetful@paydesk.test',
      firstName: 'Fay',
      lastName: 'Forgetful',
      passwordHash: 'pbkdf2-sha1$10000$00$00',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: 'forgetful@paydesk.test' },
    });
    expect(res.statusCode).toBe(200);
    const code = await latestOutboxCode(t.app, 'forgetful@paydesk.test');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { email: 'forgetful@paydesk.test', code, newPassword: 'Remember!Me2026' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(t.app, 'forgetful@paydesk.test', 'Remember!Me2026')).statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(legacyUsers)
      .where(eq(legacyUsers.email, 'forgetful@paydesk.test'));
    expect(row?.migratedAt).toBeInstanceOf(Date);
  });
});
