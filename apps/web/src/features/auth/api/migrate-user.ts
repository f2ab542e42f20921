import { messageResponseSchema } from '@paydesk/domain/auth';
import { apiClient } from '../../../shared/api/api-client';

/** `POST /users/migrate`: moves a user of the older system into the pool (200), else 401. */
export function postMigrateUser(input: { email: string; password: string }) {
  return apiClient('/users/migrate', {
    method: 'POST',
    auth: false,
    body: input,
    parse: messageResponseSchema.parse,
  });
}
