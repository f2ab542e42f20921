import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api/api-error';
import { type SignInCalls, signInWithMigration } from './sign-in-with-migration';

const tokens = { accessToken: 'a', idToken: 'i', refreshToken: 'r', expiresIn: 900 };
const refused = () =>
  new ApiError({
    status: 401,
    kind: 'http',
    message: 'Incorrect email or password.',
    errorMessage: 'Incorrect email or password.',
  });
const input = { email: 'legacy@paydesk.test', password: 'Legacy!Paydesk2026', remember: true };

describe('signInWithMigration', () => {
  it('answers the pool’s tokens without migrating', async () => {
    const calls: SignInCalls = { signIn: vi.fn(async () => tokens), migrate: vi.fn() };
    await expect(signInWithMigration(input, calls)).resolves.toBe(tokens);
    expect(calls.migrate).not.toHaveBeenCalled();
  });

  it('migrates and retries once when the pool refuses', async () => {
    const signIn = vi.fn<SignInCalls['signIn']>();
    signIn.mockRejectedValueOnce(refused()).mockResolvedValueOnce(tokens);
    const migrate = vi.fn(async () => ({ message: 'Migrated.' }));
    await expect(signInWithMigration(input, { signIn, migrate })).resolves.toBe(tokens);
    expect(migrate).toHaveBeenCalledWith({ email: input.email, password: input.password });
    expect(signIn).toHaveBeenCalledTimes(2);
  });

  it('shows the pool’s failure when the migration fails too', async () => {
    const first = refused();
    const signIn = vi.fn(async () => Promise.reject(first));
    const migrate = vi.fn(async () => Promise.reject(refused()));
    await expect(signInWithMigration(input, { signIn, migrate })).rejects.toBe(first);
    expect(signIn).toHaveBeenCalledTimes(1);
  });

  it('does not migrate on other failures', async () => {
    const limited = new ApiError({ status: 429, kind: 'http', message: 'Slow down' });
    const migrate = vi.fn();
    const calls = { signIn: vi.fn(async () => Promise.reject(limited)), migrate };
    await expect(signInWithMigration(input, calls)).rejects.toBe(limited);
    expect(migrate).not.toHaveBeenCalled();
  });
});
