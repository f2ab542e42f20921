import type { Tokens } from '@paydesk/domain/auth';
import type { refreshSession } from '@paydesk/domain/endpoints/auth';
import * as routes from '@paydesk/domain/routes/auth';
import { callEndpoint } from '../api/call-endpoint';

/** `POST /users/refresh`: rotates the refresh token (a used one ends the whole session). */
export function postRefresh(email: string, refreshToken: string): Promise<Tokens> {
  return callEndpoint<typeof refreshSession>(routes.refreshSession, {
    body: { email, refreshToken },
  });
}
