import type { Tokens } from '@paydesk/domain/auth';
import { refreshSession } from '@paydesk/domain/endpoints/auth';
import { callEndpoint } from '../api/call-endpoint';

/** `POST /users/refresh`: rotates the refresh token (a used one ends the whole session). */
export function postRefresh(email: string, refreshToken: string): Promise<Tokens> {
  return callEndpoint(refreshSession, { body: { email, refreshToken } });
}
