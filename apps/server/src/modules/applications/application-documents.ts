import multipart from '@fastify/multipart';
import { APPLICATION_MESSAGES } from '@paydesk/domain/applications';
import * as endpoints from '@paydesk/domain/endpoints/applications';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actorOf } from '../../platform/access-policy';
import { recordSuccess } from '../../platform/audit';
import { serveEndpoint } from '../../platform/endpoint-route';
import { ValidationFailed } from '../../platform/errors';
import {
  discardUpload,
  MULTIPART_PARAM_CHARSET,
  readUploadPart,
  recordApplicantUpload,
  type StagedUpload,
  stageUpload,
  UPLOAD_LIMITS,
  uploadFailure,
} from '../files/files.service';
import { editableApplicationOf } from './applications.service';

const PROOF_TYPES = ['voidedCheck', 'bankStatements'] as const;
type ProofType = (typeof PROOF_TYPES)[number];
const isProofType = (value: string): value is ProofType =>
  (PROOF_TYPES as readonly string[]).includes(value);

/**
 * The bank proof of an application (a voided check or a bank statement): streamed to storage
 * by the files module before the call's transaction, then written as the applicant's file
 * (merchant_id null) in it. The application must be the caller's and still a draft (checked in
 * the transaction, after the Idempotency-Key: a refusal deletes the stored bytes); the step
 * save (`documents`) then names the file.
 */
export async function applicationDocumentRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: UPLOAD_LIMITS,
    throwFileSizeLimit: true,
    defParamCharset: MULTIPART_PARAM_CHARSET,
  } as Parameters<typeof multipart>[1]);
  const staged = new WeakMap<FastifyRequest, { upload: StagedUpload<null>; type: ProofType }>();

  serveEndpoint(app, endpoints.uploadApplicationDocument, {
    beforeTransaction: async (request) => {
      const actor = actorOf(request);
      let upload: StagedUpload<null>;
      let type: ProofType;
      try {
        const part = await readUploadPart(request, 'voidedCheck');
        if (!isProofType(part.purpose)) {
          part.file.resume();
          throw new ValidationFailed({ type: [APPLICATION_MESSAGES.documentRequired] });
        }
        type = part.purpose;
        upload = await stageUpload(app, { merchantId: null, ...part }, actor, request.log);
      } catch (error) {
        throw uploadFailure(error);
      }
      staged.set(request, { upload, type });
      (request as FastifyRequest).body = {
        type,
        name: upload.name,
        size: upload.size,
        sha256: upload.sha256,
      };
      return () => discardUpload(app, upload);
    },
    handler: async (request, _reply, tx) => {
      const entry = staged.get(request);
      if (!entry) throw new Error('document handler ran without a staged upload');
      const actor = actorOf(request);
      await editableApplicationOf(tx, actor.userId, request.params.token);
      const file = await recordApplicantUpload(tx, entry.upload, actor, app.clock.now());
      await recordSuccess(tx, actor, {
        action: 'application-document-upload',
        details: { applicationToken: request.params.token, fileId: file.id, type: entry.type },
      });
      return { fileId: file.id, type: entry.type, name: file.name };
    },
  });
}
