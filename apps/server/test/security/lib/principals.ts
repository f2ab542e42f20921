import { ADMIN_PERMISSION_KEYS } from '@paydesk/domain/permissions';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../../src/db/client';
import { userMerchants, userPermissions, users } from '../../../src/db/schema';
import { hashPassword } from '../../../src/platform/passwords';

/**
 * The callers of the security harness: users it creates itself (through the db schema, with a
 * scrypt hash), signed in through the API. Each principal tracks its credentials as the
 * harness's own requests change them (a refresh rotates tokens, a password or e-mail change,
 * a logout ends the session): a principal whose session died is replaced by a new user of the
 * same role before its next request, so one route's effect never hides another route's bug.
 */

export type Role =
  | { kind: 'anonymous' }
  | { kind: 'merchant-user'; merchantIds: readonly number[]; merchantAdmin: boolean }
  | { kind: 'admin'; permissions: readonly { slug: string; enabled: boolean }[] };

export interface Principal {
  /** What the principal is, in failure messages: "merchant user of 100002". */
  name: string;
  role: Role;
  userId: number;
  email: string;
  password: string;
  idToken: string;
  accessToken: string;
  refreshToken: string;
  /** A request may have ended its session: checked before its next use. */
  suspect: boolean;
}

export const HARNESS_PASSWORD = 'Harness!Check-2026q';

/** Loopback addresses in turn: rate limits count per IP, and the dev outbox wants loopback. */
let ipCounter = 0x000101;
export function nextLoopbackIp(): string {
  ipCounter = (ipCounter + 1) % 0xfffffe || 1;
  return `127.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** Every admin key enabled but `key`, which the admin holds disabled. */
export const adminLacking = (key: string): Role => ({
  kind: 'admin',
  permissions: ADMIN_PERMISSION_KEYS.map((slug) => ({ slug, enabled: slug !== key })),
});
export const adminWithAll: Role = {
  kind: 'admin',
  permissions: ADMIN_PERMISSION_KEYS.map((slug) => ({ slug, enabled: true })),
};
export const adminWithNone: Role = { kind: 'admin', permissions: [] };

export const bearer = (p: Principal): Record<string, string> =>
  p.role.kind === 'anonymous' ? {} : { authorization: `Bearer ${p.idToken}` };

const jwtSubject = (token: unknown): number | undefined => {
  if (typeof token !== 'string') return undefined;
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
    return Number(payload.sub);
  } catch {
    return undefined;
  }
};

export class Principals {
  private hash: Promise<string> | undefined;
  private counter = 0;
  private readonly tag = Math.random().toString(36).slice(2, 8);

  constructor(
    private readonly app: FastifyInstance,
    private readonly database: DatabaseHandle,
  ) {}

  anonymous(): Principal {
    return {
      name: 'anonymous',
      role: { kind: 'anonymous' },
      userId: 0,
      email: '',
      password: '',
      idToken: '',
      accessToken: '',
      refreshToken: '',
      suspect: false,
    };
  }

  async create(name: string, role: Role): Promise<Principal> {
    const principal = { ...this.anonymous(), name, role };
    if (role.kind !== 'anonymous') await this.materialise(principal);
    return principal;
  }

  /** A new user with the principal's role, signed in; the principal object now stands for it. */
  private async materialise(p: Principal): Promise<void> {
    this.hash ??= hashPassword(HARNESS_PASSWORD);
    const passwordHash = await this.hash;
    this.counter += 1;
    const email = `sec-${this.tag}-${this.counter}@paydesk.test`;
    const role = p.role;
    const [row] = await this.database.db
      .insert(users)
      .values({
        email,
        firstName: 'Harness',
        lastName: `Principal`,
        passwordHash,
        groups: role.kind === 'admin' ? ['mp_admin'] : ['mp_user'],
        isMerchantAdmin: role.kind === 'merchant-user' && role.merchantAdmin,
      })
      .returning({ id: users.id });
    if (!row) throw new Error('could not insert a harness user');
    if (role.kind === 'merchant-user' && role.merchantIds.length > 0) {
      await this.database.db.insert(userMerchants).values(
        role.merchantIds.map((merchantId) => ({
          userId: row.id,
          merchantId,
          isAdmin: role.merchantAdmin,
        })),
      );
    }
    if (role.kind === 'admin' && role.permissions.length > 0) {
      await this.database.db
        .insert(userPermissions)
        .values(role.permissions.map((p) => ({ userId: row.id, ...p })));
    }
    const res = await this.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      remoteAddress: nextLoopbackIp(),
      payload: { email, password: HARNESS_PASSWORD },
    });
    if (res.statusCode !== 200) {
      throw new Error(`harness sign-in of ${p.name} answered ${res.statusCode}: ${res.body}`);
    }
    const tokens = res.json();
    Object.assign(p, {
      userId: row.id,
      email,
      password: HARNESS_PASSWORD,
      idToken: tokens.idToken,
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken,
      suspect: false,
    });
  }

  /** The principal, with a live session (replaced by a new user of its role if it died). */
  async live(p: Principal): Promise<Principal> {
    if (p.role.kind === 'anonymous' || !p.suspect) return p;
    const res = await this.app.inject({
      url: '/api/users/info',
      headers: bearer(p),
      remoteAddress: nextLoopbackIp(),
    });
    if (res.statusCode === 200) p.suspect = false;
    else await this.materialise(p);
    return p;
  }

  /**
   * Keeps the principal's credentials in step with what a request did: tokens answered for
   * its own user replace its tokens; a new password or e-mail it set becomes its own; any
   * state-changing call or 401 makes it suspect (its session may have ended).
   */
  absorb(
    p: Principal,
    request: { method: string; body: unknown },
    res: { statusCode: number; body: string },
  ): void {
    if (p.role.kind === 'anonymous') return;
    const ok = res.statusCode >= 200 && res.statusCode < 300;
    const body = (request.body ?? {}) as Record<string, unknown>;
    const forThisUser =
      typeof body !== 'object' ||
      body === null ||
      body.email === undefined ||
      (typeof body.email === 'string' && body.email.trim().toLowerCase() === p.email);
    if (ok) {
      let answer: Record<string, unknown> = {};
      try {
        answer = JSON.parse(res.body) as Record<string, unknown>;
      } catch {
        // not JSON: nothing to take
      }
      if (
        typeof answer.idToken === 'string' &&
        typeof answer.accessToken === 'string' &&
        typeof answer.refreshToken === 'string' &&
        jwtSubject(answer.idToken) === p.userId
      ) {
        p.idToken = answer.idToken;
        p.accessToken = answer.accessToken;
        p.refreshToken = answer.refreshToken;
      }
      if (forThisUser && typeof body.newPassword === 'string') p.password = body.newPassword;
      if (typeof body.newEmail === 'string' && body.newEmail.includes('@')) {
        p.email = body.newEmail.trim().toLowerCase();
      }
    }
    if (request.method !== 'GET' || res.statusCode === 401) p.suspect = true;
  }
}
