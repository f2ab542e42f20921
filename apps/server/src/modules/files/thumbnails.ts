import type { Readable } from 'node:stream';
import type { FileKind } from '@paydesk/domain/file-purposes';
import sharp from 'sharp';

/** Part 2 §5 and §9: thumbnails of PNG and JPEG uploads, 128 px on the longest side. */
export const THUMBNAIL_PX = 128;

/** An image larger than this many pixels is refused rather than decoded (a decompression bomb). */
const MAX_INPUT_PIXELS = 100_000_000;

export const hasThumbnail = (kind: FileKind) => kind === 'png' || kind === 'jpeg';

export interface Thumbnail {
  contentType: 'image/png' | 'image/jpeg';
  bytes: Buffer;
}

/**
 * A thumbnail of a PNG (as PNG, keeping transparency) or a JPEG (as JPEG), turned upright by
 * its EXIF orientation and fitted inside 128 × 128 px, never enlarged. sharp (libvips) does
 * the work on libuv's thread pool, so the event loop only moves chunks. Rejects when the
 * image cannot be decoded.
 */
export async function makeThumbnail(source: Readable, kind: FileKind): Promise<Thumbnail> {
  const resize = sharp({ limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize(THUMBNAIL_PX, THUMBNAIL_PX, { fit: 'inside', withoutEnlargement: true });
  const pipeline =
    kind === 'png' ? resize.png({ compressionLevel: 9 }) : resize.jpeg({ quality: 80 });
  source.on('error', (error) => pipeline.destroy(error));
  const bytes = await source.pipe(pipeline).toBuffer();
  return { contentType: kind === 'png' ? 'image/png' : 'image/jpeg', bytes };
}

/** `data:image/png;base64,…`: how the API answers a thumbnail. */
export const thumbnailDataUrl = (thumbnail: Thumbnail) =>
  `data:${thumbnail.contentType};base64,${thumbnail.bytes.toString('base64')}`;
