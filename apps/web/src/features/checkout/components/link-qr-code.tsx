import { Button, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMemo } from 'react';
import { encode } from 'uqr';
import { saveBlob } from '../../../shared/api/download-file';

/** The modules of a QR code as one SVG path (a 1x1 square per dark module, a quiet zone of 4). */
export function qrPath(data: readonly (readonly boolean[])[]): string {
  const parts: string[] = [];
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x + 4} ${y + 4}h1v1h-1z`);
    });
  });
  return parts.join('');
}

function qrSvg(url: string): { size: number; path: string } {
  const qr = encode(url, { ecc: 'M', border: 0 });
  return { size: qr.size + 8, path: qrPath(qr.data) };
}

/**
 * The link as a QR code (uqr, loaded only with this component), drawn as SVG so it prints
 * sharp, and offered as a file to put on a flyer or a counter card.
 */
export function LinkQrCode({ url, title }: { url: string; title: string }) {
  const { size, path } = useMemo(() => qrSvg(url), [url]);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="512" height="512" shape-rendering="crispEdges"><rect width="100%" height="100%" fill="#fff"/><path d="${path}" fill="#000"/></svg>`;
  const fileName = `${
    title
      .replace(/[^\w -]+/g, '')
      .trim()
      .replace(/\s+/g, '-') || 'payment-link'
  }-qr.svg`;
  return (
    <Stack gap="xs" align="center">
      <svg
        role="img"
        aria-label={`QR code of the link ${url}`}
        viewBox={`0 0 ${size} ${size}`}
        width={184}
        height={184}
        shapeRendering="crispEdges"
        style={{
          background: '#fff',
          borderRadius: 8,
          border: '1px solid var(--mantine-color-gray-3)',
        }}
      >
        <path d={path} fill="#000" />
      </svg>
      <Button
        variant="default"
        size="xs"
        leftSection={<IconDownload size={14} aria-hidden />}
        onClick={() => saveBlob(new Blob([svg], { type: 'image/svg+xml' }), fileName)}
      >
        Download QR code
      </Button>
    </Stack>
  );
}
