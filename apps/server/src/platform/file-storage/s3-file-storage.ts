import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { checkStorageKey, type FileStorage } from './file-storage';

export interface S3Settings {
  /** `https://s3.eu-west-1.amazonaws.com`, `http://minio:9000`, … */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** Parts of a multipart upload: S3's minimum, so a 10 MB file is two parts. */
const PART_BYTES = 5 * 1024 * 1024;
/** Parts in flight (each buffered once): bounds the memory an upload takes to 2 parts. */
const PARTS_IN_FLIGHT = 2;

const notFound = (error: unknown) =>
  error instanceof NoSuchKey ||
  (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

/**
 * An S3-compatible bucket (AWS S3, MinIO, Ceph, R2 …), for several replicas: every replica
 * reads the same files. Path-style addresses (`endpoint/bucket/key`), which every
 * S3-compatible server answers. Uploads stream through `@aws-sdk/lib-storage` (one PUT for a
 * small file, a multipart upload of 5 MB parts otherwise, aborted when the stream fails, so
 * nothing is left under the key).
 */
export function createS3FileStorage(settings: S3Settings, client?: S3Client): FileStorage {
  const s3 =
    client ??
    new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: true,
      credentials: {
        accessKeyId: settings.accessKeyId,
        secretAccessKey: settings.secretAccessKey,
      },
    });
  const Bucket = settings.bucket;
  return {
    kind: 's3',
    async put(key, body, options) {
      const upload = new Upload({
        client: s3,
        params: {
          Bucket,
          Key: checkStorageKey(key),
          Body: body,
          ...(options?.contentType ? { ContentType: options.contentType } : {}),
        },
        partSize: PART_BYTES,
        queueSize: PARTS_IN_FLIGHT,
        leavePartsOnError: false,
      });
      // The stream's own failure (too large, cut off) is the error to report, not the SDK's.
      let streamError: unknown;
      body.once('error', (error) => {
        streamError = error;
      });
      try {
        await upload.done();
      } catch (error) {
        body.destroy();
        throw streamError ?? error;
      }
      if (streamError) {
        await this.delete(key);
        throw streamError;
      }
    },
    async get(key) {
      try {
        const answer = await s3.send(new GetObjectCommand({ Bucket, Key: checkStorageKey(key) }));
        const body = answer.Body;
        if (!body) return undefined;
        return body instanceof Readable
          ? body
          : Readable.fromWeb(body.transformToWebStream() as Parameters<typeof Readable.fromWeb>[0]);
      } catch (error) {
        if (notFound(error)) return undefined;
        throw error;
      }
    },
    async delete(key) {
      await s3.send(new DeleteObjectCommand({ Bucket, Key: checkStorageKey(key) }));
    },
  };
}
