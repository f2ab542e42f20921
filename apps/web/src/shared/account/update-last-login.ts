import type { recordLastLogin } from '@paydesk/domain/endpoints/account';
import * as routes from '@paydesk/domain/routes/account';
import { callEndpoint } from '../api/call-endpoint';

/** `PATCH /users/last-login`, once after each sign-in. */
export async function updateLastLogin(): Promise<void> {
  await callEndpoint<typeof recordLastLogin>(routes.recordLastLogin);
}
