import { recordLastLogin } from '@paydesk/domain/endpoints/account';
import { callEndpoint } from '../api/call-endpoint';

/** `PATCH /users/last-login`, once after each sign-in. */
export async function updateLastLogin(): Promise<void> {
  await callEndpoint(recordLastLogin);
}
