import sharp from 'sharp';

/** Files of each kind, made in memory (the upload tests and the security harness). */

export const pngImage = (width = 600, height = 400) =>
  sharp({
    create: { width, height, channels: 4, background: { r: 30, g: 120, b: 200, alpha: 0.8 } },
  })
    .png()
    .toBuffer();

export const jpegImage = (width = 300, height = 900) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 20 } } })
    .jpeg()
    .toBuffer();

/** A small valid PDF (one empty page). */
export function pdfDocument(padTo = 0): Buffer {
  const body =
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj\n' +
    'trailer << /Root 1 0 R >>\n%%EOF\n';
  const bytes = Buffer.from(body, 'latin1');
  if (padTo <= bytes.length) return bytes;
  // A comment line of padding after the end: still a PDF by its first bytes.
  return Buffer.concat([bytes, Buffer.alloc(padTo - bytes.length, 0x25)]);
}

/** A Windows executable's first bytes (MZ header, PE signature). */
export function peExecutable(): Buffer {
  const bytes = Buffer.alloc(1024);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'latin1');
  return bytes;
}

/** A Linux executable's first bytes (ELF header). */
export function elfExecutable(): Buffer {
  const bytes = Buffer.alloc(1024);
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]).copy(bytes, 0);
  return bytes;
}
