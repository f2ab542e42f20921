import { type FieldErrors, VALIDATION_ERROR_MESSAGE } from '@paydesk/domain/errors';

/**
 * The root of the server's error classes; the error handler maps each to the one error shape.
 * A refusal (4xx) is an expected answer, not a fault: it is made without a stack trace, whose
 * capture was most of what a 401 cost after the logging.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fieldErrors?: FieldErrors,
  ) {
    super(withoutStackWhenRefusal(statusCode, message));
    if (stackTraceLimit !== undefined) {
      Error.stackTraceLimit = stackTraceLimit;
      stackTraceLimit = undefined;
    }
    this.name = new.target.name;
  }
}

/** The stack depth to restore once a refusal is made (set between the two steps only). */
let stackTraceLimit: number | undefined;

/** Turns stack capture off for the Error about to be made when it is a refusal. */
function withoutStackWhenRefusal(statusCode: number, message: string): string {
  if (statusCode < 500) {
    stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
  }
  return message;
}

export class ValidationFailed extends AppError {
  constructor(fieldErrors: FieldErrors) {
    super(400, VALIDATION_ERROR_MESSAGE, fieldErrors);
  }
}

export class Unauthorized extends AppError {
  constructor(message = 'You must be signed in to do this.') {
    super(401, message);
  }
}

export class Forbidden extends AppError {
  constructor(message = 'You are not allowed to do this.') {
    super(403, message);
  }
}

export class NotFound extends AppError {
  constructor(message = 'Not found.') {
    super(404, message);
  }
}

/** A rule of the domain says no (422), with a message a person understands. */
export class Refused extends AppError {
  constructor(message: string) {
    super(422, message);
  }
}

export class Conflict extends AppError {
  constructor(message: string) {
    super(409, message);
  }
}

export class ServiceUnavailable extends AppError {
  constructor(message: string) {
    super(503, message);
  }
}
