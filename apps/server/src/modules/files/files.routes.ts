import multipart from '@fastify/multipart';
import { MERCHANT_REQUIREMENT_MESSAGES } from '@paydesk/domain/access';
import * as files from '@paydesk/domain/endpoints/files';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { identityOf, meetsMerchantRequirement } from '../../platform/access-policy';
import { serveEndpoint } from '../../platform/endpoint-route';
import { Forbidden } from '../../platform/errors';
import { routeMerchant } from '../../platform/route-merchant';
import { contentDisposition } from './file-names';
import {
  discardUpload,
  type FileActor,
  openFile,
  recordUpload,
  removeFile,
  type StagedUpload,
  stageUpload,
} from './files.service';
import {
  MULTIPART_PARAM_CHARSET,
  readUploadPart,
  UPLOAD_LIMITS,
  uploadFailure,
} from './upload-parts';

/** Uploaded files (part 1 §3, part 2 §5 and §7; docs/files.md). */
export async function fileRoutes(app: FastifyInstance): Promise<void> {
  // In this plugin's scope only: no other route takes multipart bodies.
  const parserOptions = {
    limits: UPLOAD_LIMITS,
    throwFileSizeLimit: true,
    // Passed on to busboy (its option, which the plugin's types do not list).
    defParamCharset: MULTIPART_PARAM_CHARSET,
  };
  await app.register(multipart, parserOptions);

  const actorOf = (request: FastifyRequest): FileActor => {
    const identity = identityOf(request);
    return { userId: identity.userId, email: identity.email, ip: request.ip };
  };
  /**
   * Dispute evidence is part of answering a dispute: a merchant user needs can-manage-disputes
   * on the account, as for the counter that attaches it (an account admin holds it; staff
   * do not answer disputes for a merchant).
   */
  const mayUploadEvidence = (request: FastifyRequest): boolean =>
    meetsMerchantRequirement(identityOf(request), routeMerchant(request).id, {
      permission: 'can-manage-disputes',
    });
  /** Each upload's stored bytes, between streaming them and writing the row. */
  const staged = new WeakMap<FastifyRequest, StagedUpload>();

  serveEndpoint(app, files.uploadFile, {
    beforeTransaction: async (request) => {
      let upload: StagedUpload;
      try {
        const part = await readUploadPart(request, request.query.type);
        if (part.purpose === 'dispute_evidence' && !mayUploadEvidence(request)) {
          part.file.resume(); // drain the refused bytes; nothing is stored
          throw new Forbidden(MERCHANT_REQUIREMENT_MESSAGES.permission);
        }
        upload = await stageUpload(
          app,
          { merchantId: routeMerchant(request).id, ...part },
          actorOf(request),
          request.log,
        );
      } catch (error) {
        throw uploadFailure(error);
      }
      staged.set(request, upload);
      // What identifies the call under its Idempotency-Key: the same file, purpose and name.
      (request as FastifyRequest).body = {
        type: upload.purpose,
        name: upload.name,
        size: upload.size,
        sha256: upload.sha256,
      };
      return () => discardUpload(app, upload);
    },
    handler: async (request, _reply, tx) => {
      const upload = staged.get(request);
      if (!upload) throw new Error('upload handler ran without a staged upload');
      return recordUpload(tx, upload, actorOf(request), app.clock.now());
    },
  });

  serveEndpoint(app, files.getFile, {
    handler: async (request, reply, db) => {
      const { file, body } = await openFile(
        app,
        db,
        routeMerchant(request).id,
        request.params.fileId,
        request.log,
      );
      reply
        .header('content-type', file.contentType)
        .header('content-length', file.size)
        .header('content-disposition', contentDisposition(file.name))
        .header('x-content-type-options', 'nosniff');
      // The bytes as a stream (Fastify pipes it): the declared answer is binary.
      return body as never;
    },
  });

  serveEndpoint(app, files.deleteFile, {
    handler: async (request, _reply, tx) => {
      await removeFile(
        app,
        tx,
        routeMerchant(request).id,
        request.params.fileId,
        actorOf(request),
        app.clock.now(),
        request.log,
      );
      return undefined;
    },
  });
}
