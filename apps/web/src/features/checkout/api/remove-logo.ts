import type { deleteFile } from '@paydesk/domain/endpoints/files';
import { FILE_NOT_FOUND_MESSAGE } from '@paydesk/domain/file-purposes';
import * as routes from '@paydesk/domain/routes/files';
import { isApiError } from '../../../shared/api/api-error';
import { callEndpoint } from '../../../shared/api/call-endpoint';

/**
 * `DELETE /merchants/{id}/files/{fileId}`: a logo the saved settings no longer use. A file
 * already gone ('The File specified by the UUID was not found') counts as removed.
 */
export async function removeLogo(merchantId: number, fileId: string): Promise<void> {
  try {
    await callEndpoint<typeof deleteFile>(routes.deleteFile, {
      params: { id: merchantId, fileId },
    });
  } catch (error) {
    if (isApiError(error) && error.errorMessage === FILE_NOT_FOUND_MESSAGE) return;
    throw error;
  }
}
