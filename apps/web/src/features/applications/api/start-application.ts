import type { ApplicationStart } from '@paydesk/domain/applications';
import type {
  startApplication as startApplicationEndpoint,
  validateApplicationKey as validateApplicationKeyEndpoint,
} from '@paydesk/domain/endpoints/applications';
import * as routes from '@paydesk/domain/routes/applications';
import { callEndpoint } from '../../../shared/api/call-endpoint';

/** `POST /merchant-applications/start` (public): the applicant and the e-mailed link. */
export const startApplication = (body: ApplicationStart, idempotencyKey: string) =>
  callEndpoint<typeof startApplicationEndpoint>(routes.startApplication, { body, idempotencyKey });

type ValidateAnswer = Awaited<ReturnType<typeof postValidate>>;
const postValidate = (token: string, key: string) =>
  callEndpoint<typeof validateApplicationKeyEndpoint>(routes.validateApplicationKey, {
    params: { token },
    body: { key },
  });

const pending = new Map<string, Promise<ValidateAnswer>>();

/**
 * `POST /merchant-applications/{token}/validate` (public): the key works once, so a second
 * effect run (React's development mode) shares the first call.
 */
export function validateApplicationKeyOnce(token: string, key: string): Promise<ValidateAnswer> {
  const id = `${token}/${key}`;
  const existing = pending.get(id);
  if (existing) return existing;
  const call = postValidate(token, key);
  pending.set(id, call);
  return call;
}
