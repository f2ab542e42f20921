/**
 * The error texts of the error contract (errors.ts), in a module of their own without zod:
 * the web's forms compare against them on screens that paint before zod has loaded.
 */

/** The one message every validation failure answers with (ARCHITECTURE rule 7). */
export const VALIDATION_ERROR_MESSAGE =
  "Input validation error. Details are available in 'errors' section.";
