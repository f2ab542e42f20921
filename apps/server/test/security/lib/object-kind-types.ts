import type { DatabaseHandle } from '../../../src/db/client';

/**
 * The objects ids name (`x-object: <kind>` on an id parameter or field, from `idParam` /
 * `idField` in packages/domain/src/ids.ts). The security harness needs, for every kind:
 *
 * - `own`: an id of that kind the caller may use on the route's merchant, to build a valid
 *   request (the role × route matrix expects a 2xx with it);
 * - `foreign`: an object of a merchant the caller does NOT hold, with the values that
 *   identify it (names, e-mails, numbers a person would recognise), to check the route
 *   neither answers 2xx with it nor echoes any of those values.
 *
 * A route whose parameter or field carries a kind missing here fails the harness, naming the
 * kind: add its entry here (two SQL queries), seeding a row in `seedObjects` if the test
 * database has none.
 */
export interface ObjectKindEntry {
  /** A number, or the UUID of the kinds keyed by one (files). */
  own(ctx: OwnContext): Promise<number | string | undefined>;
  foreign(ctx: ForeignContext): Promise<ForeignObject | undefined>;
}

export interface OwnContext {
  database: DatabaseHandle;
  /** The user the request is built for (the caller, or the public route's subject). */
  userId: number;
  /** The merchant the request is about (the merchant-scoped route's merchant). */
  merchantId: number;
}

export interface ForeignContext {
  database: DatabaseHandle;
  /** The caller: the object must belong to a merchant this user does not hold. */
  userId: number;
}

export interface ForeignObject {
  id: number | string;
  /** Values of the row that must never appear in an answer to the caller. */
  identifying: string[];
}
