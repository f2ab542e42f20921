import { type APIRequestContext, expect } from '@playwright/test';

export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  /** The files the message carries (a scheduled report's CSV). */
  attachments: { filename: string; contentType: string; size: number }[];
}

/** The dev outbox's recent messages, newest first. */
export async function outbox(request: APIRequestContext): Promise<OutboxMail[]> {
  const response = await request.get('/api/dev/outbox');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: OutboxMail[] }).data;
}

/** The newest password reset code e-mailed to `email` (dev outbox, newest first). */
export async function latestResetCode(request: APIRequestContext, email: string): Promise<string> {
  const mail = (await outbox(request)).find(
    (entry) => entry.to === email && /reset code/i.test(entry.subject),
  );
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
