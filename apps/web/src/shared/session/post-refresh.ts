import { type Tokens, tokensSchema } from '@paydesk/domain/auth';
import { apiClient } from '../api/api-client';

/** `POST /users/refresh`: rotates the refresh token (a used one ends the whole session). */
export function postRefresh(email: string, refreshToken: string): Promise<Tokens> {
  return apiClient('/users/refresh', {
    method: 'POST',
    auth: false,
    body: { email, refreshToken },
    parse: tokensSchema.parse,
  });
}
