import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../api/api-error';
import { downloadFile } from '../api/download-file';
import { errorText, FALLBACK_ERROR_TEXT } from '../errors/error-message';
import { handleError } from '../errors/handle-error';
import { CsvRecordCounter } from './csv-record-counter';

export type CsvExportStatus =
  | { state: 'idle' }
  | { state: 'running'; rows: number; bytes: number }
  | { state: 'done'; rows: number; filename: string }
  | { state: 'failed'; message: string };

export interface CsvExport {
  status: CsvExportStatus;
  /** Downloads `path` (after /api) as a CSV file, counting its rows as they arrive. */
  start: (path: string, options: { fallbackName: string; auth?: boolean }) => Promise<void>;
  /** Stops the download in progress (nothing is saved). */
  cancel: () => void;
}

/**
 * One CSV download at a time: its progress (rows counted as the stream arrives), Cancel,
 * and failures through the central error handler (a refused session says nothing more).
 */
export function useCsvExport(): CsvExport {
  const [status, setStatus] = useState<CsvExportStatus>({ state: 'idle' });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const start: CsvExport['start'] = async (path, options) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    const counter = new CsvRecordCounter();
    setStatus({ state: 'running', rows: 0, bytes: 0 });
    try {
      const file = await downloadFile(path, {
        signal: controller.signal,
        accept: 'text/csv',
        auth: options.auth,
        fallbackName: options.fallbackName,
        onChunk: (chunk, bytes) => {
          counter.push(chunk);
          setStatus({ state: 'running', rows: counter.rows, bytes });
        },
      });
      setStatus({ state: 'done', rows: counter.finish(), filename: file.filename });
    } catch (error) {
      if (controller.signal.aborted) {
        setStatus({ state: 'idle' });
        return;
      }
      setStatus({ state: 'failed', message: errorText(error) ?? FALLBACK_ERROR_TEXT });
      if (!(isApiError(error) && (error.status === 401 || error.status === 403))) {
        handleError(error, { title: 'Export failed' });
      }
    } finally {
      if (running.current === controller) running.current = null;
    }
  };

  const cancel = useCallback(() => running.current?.abort(), []);
  return { status, start, cancel };
}
