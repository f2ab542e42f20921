import { CTA_ADMIN_MESSAGES } from '@paydesk/domain/admin-cta-fields';
import { MAX_ID } from '@paydesk/domain/ids';
import { ValidationFailed } from '../../platform/errors';

/**
 * The CSV of merchant ids (POST /admin/cta/{id}/assign-csv): a header `merchant_id` (any
 * case, an optional byte-order mark), then one id a line; blank lines skipped; a quoted cell
 * read without its quotes. Cells that start like a formula (=, +, -, @) are refused with their
 * line, as are cells that are no whole number. Every problem is listed under `file`.
 */
export function merchantIdsOfCsv(text: string): number[] {
  const lines = text.replace(/^\ufeff/, '').split(/\r\n|\n|\r/);
  const cell = (line: string) => {
    const first = line.split(',')[0]?.trim() ?? '';
    return first.startsWith('"') && first.endsWith('"') && first.length >= 2
      ? first.slice(1, -1).replace(/""/g, '"').trim()
      : first;
  };
  if (cell(lines[0] ?? '').toLowerCase() !== 'merchant_id')
    throw new ValidationFailed({ file: [CTA_ADMIN_MESSAGES.csvHeader] });
  const problems: string[] = [];
  const ids: number[] = [];
  lines.slice(1).forEach((line, index) => {
    const number = index + 2;
    if (line.trim() === '') return;
    const value = cell(line);
    if (/^[=+\-@\t\r]/.test(value)) problems.push(CTA_ADMIN_MESSAGES.csvFormula(number));
    else if (!/^\d{1,10}$/.test(value) || Number(value) < 1 || Number(value) > MAX_ID)
      problems.push(CTA_ADMIN_MESSAGES.csvNotId(number));
    else ids.push(Number(value));
  });
  if (problems.length > 0) throw new ValidationFailed({ file: problems.slice(0, 20) });
  if (ids.length === 0) throw new ValidationFailed({ file: [CTA_ADMIN_MESSAGES.csvEmpty] });
  return [...new Set(ids)];
}
