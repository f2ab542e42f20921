import { z } from 'zod';

export { VALIDATION_ERROR_MESSAGE } from './error-messages';

/** Field name -> the messages for that field. */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));

/** The one error shape of every failed API call. */
export const errorResponseSchema = z
  .object({
    error_message: z.string(),
    errors: fieldErrorsSchema.optional(),
  })
  .meta({ id: 'ErrorResponse', description: 'The error shape of every failed call' });

export type FieldErrors = z.infer<typeof fieldErrorsSchema>;
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
