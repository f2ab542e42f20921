import { z } from 'zod';

/** A failure the web app met, posted by its central error handler (part 2 §8). */
export const clientErrorReportSchema = z
  .object({
    reference: z
      .string()
      .trim()
      .min(1, 'A reference code is required')
      .max(100, 'Must be at most 100 characters'),
    key: z.string().trim().max(100, 'Must be at most 100 characters').optional(),
    error: z.string().max(10_000, 'Must be at most 10000 characters'),
  })
  .meta({ id: 'ClientErrorReport' });

export const clientErrorReceiptSchema = z
  .object({ id: z.number().int(), reference: z.string() })
  .meta({ id: 'ClientErrorReceipt' });

export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;
export type ClientErrorReceipt = z.infer<typeof clientErrorReceiptSchema>;
