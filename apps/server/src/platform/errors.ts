import { type FieldErrors, VALIDATION_ERROR_MESSAGE } from '@paydesk/domain/errors';

/** The root of the server's error classes; the error handler maps each to the one error shape. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fieldErrors?: FieldErrors,
  ) {
    super(message);
    this.name = new.target.name;
  }
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
