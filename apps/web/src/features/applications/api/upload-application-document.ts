import type { ApplicationDocumentType } from '@paydesk/domain/applications';
import type { EndpointResult } from '@paydesk/domain/endpoint';
import { endpointUrl } from '@paydesk/domain/endpoint';
import type { uploadApplicationDocument as uploadEndpoint } from '@paydesk/domain/endpoints/applications';
import * as routes from '@paydesk/domain/routes/applications';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../shared/api/api-error';
import { authHooks } from '../../../shared/api/auth-hooks';
import { apiErrorFromResponse } from '../../../shared/api/parse-error-response';

export type UploadedDocument = EndpointResult<typeof uploadEndpoint>;

/**
 * `POST /merchant-applications/{token}/documents`: the bank proof as multipart/form-data
 * (`type`, then `file`) with the session's bearer and the submission's Idempotency-Key.
 */
export async function uploadApplicationDocument(input: {
  token: string;
  type: ApplicationDocumentType;
  file: File;
  idempotencyKey: string;
}): Promise<UploadedDocument> {
  const form = new FormData();
  form.append('type', input.type);
  form.append('file', input.file, input.file.name);
  const idToken = await authHooks.getIdToken();
  const path = endpointUrl(routes.uploadApplicationDocument, { params: { token: input.token } });
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: routes.uploadApplicationDocument.method,
      body: form,
      headers: {
        Accept: 'application/json',
        'Idempotency-Key': input.idempotencyKey,
        ...(idToken ? { Authorization: `Bearer ${idToken}` } : {}),
      },
    });
  } catch {
    throw new ApiError({ status: 0, kind: 'network', message: NETWORK_ERROR_MESSAGE });
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw await apiErrorFromResponse(response.status, body);
  return body as UploadedDocument;
}
