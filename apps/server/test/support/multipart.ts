import { randomUUID } from 'node:crypto';

/** One part of a multipart/form-data body: a field, or a file. */
export type Part =
  | { name: string; value: string }
  | { name: string; filename: string; contentType?: string; data: Buffer };

/** A multipart/form-data body and its content type, as a browser's FormData sends it. */
export function multipartBody(parts: readonly Part[]): {
  payload: Buffer;
  headers: { 'content-type': string };
} {
  const boundary = `----paydesk-${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      'data' in part
        ? `content-disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
          `content-type: ${part.contentType ?? 'application/octet-stream'}\r\n`
        : `content-disposition: form-data; name="${part.name}"\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\n${head}\r\n`, 'utf8'));
    chunks.push('data' in part ? part.data : Buffer.from(part.value, 'utf8'));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
