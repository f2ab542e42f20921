import type { ssoAuthorizeResponseSchema } from '@paydesk/domain/auth';
import type { authorizeSsoKey } from '@paydesk/domain/endpoints/auth';
import * as routes from '@paydesk/domain/routes/auth';
import { callEndpoint } from '../../../shared/api/call-endpoint';

export type SsoAuthorizeResponse = ReturnType<(typeof ssoAuthorizeResponseSchema)['parse']>;

/** `POST /users/{key}/authorize`: exchanges a one-time sign-on key for tokens. */
export function postAuthorizeSsoKey(key: string): Promise<SsoAuthorizeResponse> {
  return callEndpoint<typeof authorizeSsoKey>(routes.authorizeSsoKey, { params: { key } });
}

const pending = new Map<string, Promise<SsoAuthorizeResponse>>();

/** A key works once: a second effect run (React's development mode) shares the first call. */
export function authorizeSsoKeyOnce(key: string): Promise<SsoAuthorizeResponse> {
  const existing = pending.get(key);
  if (existing) return existing;
  const call = postAuthorizeSsoKey(key);
  pending.set(key, call);
  return call;
}
