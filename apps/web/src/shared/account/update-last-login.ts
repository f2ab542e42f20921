import { apiClient } from '../api/api-client';

/** `PATCH /users/last-login`, once after each sign-in. */
export async function updateLastLogin(): Promise<void> {
  await apiClient('/users/last-login', { method: 'PATCH' });
}
