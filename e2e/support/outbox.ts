import { type APIRequestContext, expect } from '@playwright/test';

interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
}

/** The newest password reset code e-mailed to `email` (dev outbox, newest first). */
export async function latestResetCode(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.get('/api/dev/outbox');
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: OutboxMail[] };
  const mail = data.find((entry) => entry.to === email && /reset code/i.test(entry.subject));
  const code = mail?.text.match(/password is (\d{6})/)?.[1];
  if (!code) throw new Error(`No reset code in the outbox for ${email}`);
  return code;
}

/** Sets a user's password through the API (forgot + outbox + reset): restores demo data. */
export async function resetPasswordThroughApi(
  request: APIRequestContext,
  email: string,
  newPassword: string,
): Promise<void> {
  const forgot = await request.post('/api/auth/forgot-password', { data: { email } });
  expect(forgot.ok()).toBe(true);
  const code = await latestResetCode(request, email);
  const reset = await request.post('/api/auth/reset-password', {
    data: { email, code, newPassword },
  });
  expect(reset.ok()).toBe(true);
}
