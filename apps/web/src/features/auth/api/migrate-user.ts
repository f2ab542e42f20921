import type { migrateUser } from '@paydesk/domain/endpoints/auth';
import * as routes from '@paydesk/domain/routes/auth';
import { callEndpoint } from '../../../shared/api/call-endpoint';

/** `POST /users/migrate`: moves a user of the older system into the pool (200), else 401. */
export function postMigrateUser(input: { email: string; password: string }) {
  return callEndpoint<typeof migrateUser>(routes.migrateUser, { body: input });
}
