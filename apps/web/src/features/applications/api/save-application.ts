import type { MerchantApplication, SaveApplicationStep } from '@paydesk/domain/applications';
import type {
  answerMoreInfo as answerMoreInfoEndpoint,
  createApplication as createApplicationEndpoint,
  saveApplicationDraft as saveApplicationDraftEndpoint,
  saveApplicationStep as saveApplicationStepEndpoint,
  submitApplication as submitApplicationEndpoint,
} from '@paydesk/domain/endpoints/applications';
import * as routes from '@paydesk/domain/routes/applications';
import type { QueryClient } from '@tanstack/react-query';
import { accountKeys } from '../../../shared/account/account-keys';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { applicationKeys } from './application-keys';

/** Puts a saved application in the cache (detail) and marks the list stale. */
export function rememberApplication(queryClient: QueryClient, application: MerchantApplication) {
  queryClient.setQueryData(applicationKeys.detail(application.token), application);
  void queryClient.invalidateQueries({ queryKey: applicationKeys.list() });
}

/** `POST /merchant-applications/{token}`: one validated step. */
export const saveApplicationStep = (
  token: string,
  body: SaveApplicationStep,
  idempotencyKey?: string,
) =>
  callEndpoint<typeof saveApplicationStepEndpoint>(routes.saveApplicationStep, {
    params: { token },
    body,
    ...(idempotencyKey ? { idempotencyKey } : {}),
  });

/** `POST /merchant-applications/{token}/draft`: what is typed so far (not validated). */
export const saveApplicationDraft = (
  token: string,
  step: 'business' | 'owner' | 'bank',
  values: Record<string, string>,
) =>
  callEndpoint<typeof saveApplicationDraftEndpoint>(routes.saveApplicationDraft, {
    params: { token },
    body: { step, values },
  });

/** `POST /merchant-applications`: another application for the signed-in user. */
export const createApplication = () =>
  callEndpoint<typeof createApplicationEndpoint>(routes.createApplication);

/**
 * `POST /merchant-applications/{token}/submit` and `.../more-info`: the processor decides, so
 * the account (merchants, applicationTokens, additionalInfoStatus) is read again after.
 */
export async function submitApplication(queryClient: QueryClient, token: string, key: string) {
  const answer = await callEndpoint<typeof submitApplicationEndpoint>(routes.submitApplication, {
    params: { token },
    idempotencyKey: key,
  });
  rememberApplication(queryClient, answer);
  await queryClient.invalidateQueries({ queryKey: accountKeys.all });
  return answer;
}

export async function answerMoreInfo(
  queryClient: QueryClient,
  token: string,
  answer: string,
  idempotencyKey: string,
) {
  const decided = await callEndpoint<typeof answerMoreInfoEndpoint>(routes.answerMoreInfo, {
    params: { token },
    body: { answer },
    idempotencyKey,
  });
  rememberApplication(queryClient, decided);
  await queryClient.invalidateQueries({ queryKey: accountKeys.all });
  return decided;
}
