import { isDeepStrictEqual } from 'node:util';
import { type AccessPolicy, permissionForBody } from '@paydesk/domain/access';
import type { AdminPermissionKey } from '@paydesk/domain/permissions';
import * as backOfficeActions from './back-office/actions';
import * as backOfficeBankWatch from './back-office/bank-watch';
import * as backOfficeCtas from './back-office/ctas';
import * as backOfficeMigrations from './back-office/migrations';
import * as backOfficeMisc from './back-office/misc';
import * as backOfficeRates from './back-office/rates';
import * as backOfficeRecords from './back-office/records';
import * as backOfficeSettings from './back-office/settings';
import * as backOfficeToolRuns from './back-office/tool-runs';
import * as backOfficeUsers from './back-office/users';
import { describeCall, type Harness, sendValid } from './harness';
import type { JsonSchema, Operation } from './operations';
import type { Principal } from './principals';
import { HarnessGap } from './requests';

/**
 * Part 1, the role × route matrix: every route of the inventory is called by every kind of
 * caller with a valid request, and the answer must match what the route's policy admits.
 *
 * public        → nobody is refused (401/403);
 * signed-in     → anonymous 401; every signed-in caller admitted;
 * merchant      → anonymous 401; users of another merchant 403; the merchant's own users and an
 *                 admin holding can-view-merchant-info admitted; an admin without it 403;
 *                 with a requirement (merchant admin, merchant permission) only the account's
 *                 merchant admin is admitted: its plain user and every admin 403;
 * admin(key)    → anonymous 401; merchant users 403; an admin lacking the key 403 (it holds
 *                 every other key, and this one disabled); an admin holding it admitted;
 * admin(null)   → anonymous 401; merchant users 403; any admin admitted.
 *
 * Admitted callers must get a 2xx from a route served from an endpoint declaration, except
 * the routes of HANDLER_REFUSALS, which need a secret no generic request can hold. No caller
 * ever gets a 5xx, and every answer passes answerProblems (shape, headers).
 */
export const HANDLER_REFUSALS: Record<string, { status: number; why: string }> = {
  'POST /api/auth/new-password': {
    status: 400,
    why: 'needs the session of a NEW_PASSWORD_REQUIRED sign-in challenge',
  },
  'POST /api/auth/reset-password': { status: 400, why: 'needs the 6-digit code e-mailed' },
  // Staff two-factor sign-in (test/modules/identity/two-factor-*.test.ts covers the answers).
  'POST /api/auth/two-factor': {
    status: 400,
    why: 'needs the code or a recovery code of a TWO_FACTOR_REQUIRED challenge (the generic body has neither)',
  },
  'POST /api/auth/two-factor/setup': {
    status: 401,
    why: 'needs the session of a TWO_FACTOR_SETUP_REQUIRED sign-in challenge',
  },
  'POST /api/auth/two-factor/setup/confirm': {
    status: 401,
    why: 'needs the session of a TWO_FACTOR_SETUP_REQUIRED challenge and a code of its secret',
  },
  'POST /api/users/two-factor/confirm': {
    status: 422,
    why: "needs a code of the caller's authenticator app",
  },
  'POST /api/users/two-factor/recovery-codes': {
    status: 422,
    why: "needs the caller's confirmed enrolment and a code of its app",
  },
  'DELETE /api/users/two-factor': {
    status: 422,
    why: "needs the caller's confirmed enrolment and a code of its app",
  },
  'DELETE /api/v2/admin/users/:id/two-factor': {
    status: 422,
    why: "the generic request names the caller's own user, whose reset another admin must do",
  },
  'POST /api/users/migrate': { status: 401, why: 'needs a user of the older system' },
  'POST /api/v2/users/change-email/confirm': {
    status: 400,
    why: 'needs the 6-digit code e-mailed to the new address of a pending change',
  },
  'POST /api/users/verify-email/:key': {
    status: 400,
    why: 'needs the key of the link e-mailed to the new address of a pending change',
  },
  'POST /api/users/:key/authorize': {
    status: 401,
    why: 'needs a live single sign-on key (60 s, single use)',
  },
  'GET /api/subscriptions/:id': {
    status: 401,
    why: "needs the subscriber's signed link token (e-mailed to them)",
  },
  'POST /api/subscriptions/:id/cancel': {
    status: 401,
    why: "needs the subscriber's signed link token (e-mailed to them)",
  },
  'POST /api/subscriptions/:id/payment-method': {
    status: 401,
    why: "needs the subscriber's signed link token (e-mailed to them)",
  },
  'GET /api/merchants/:id/device-pins': {
    status: 403,
    why: 'merchant A is on processor 2: device pins need processor 3 and POS devices (test/modules/devices)',
  },
  'POST /api/merchants/:id/device-pins': {
    status: 403,
    why: 'merchant A is on processor 2: device pins need processor 3 and POS devices (test/modules/devices)',
  },
  'POST /api/merchants/:id/device-pins/:pinId/expire': {
    status: 403,
    why: 'merchant A is on processor 2: device pins need processor 3 and POS devices (test/modules/devices)',
  },
  'POST /api/merchants/:id/cta': {
    status: 422,
    why: 'merchant A has no call to action assigned (test/modules/cta covers the answers)',
  },
  'POST /api/merchants/:id/cta/dismiss': {
    status: 422,
    why: 'merchant A has no call to action assigned (test/modules/cta covers the answers)',
  },
  'GET /api/payment-plans': {
    status: 401,
    why: "needs the subscriber's signed link token (e-mailed to them)",
  },
  'POST /api/admin/stripe-platform-balance': {
    status: 422,
    why: 'the generic toDate is today, which is not over: only past days are paid out (test/modules/admin-platform-payouts covers the payouts)',
  },
  ...backOfficeActions.refusals,
  ...backOfficeBankWatch.refusals,
  ...backOfficeRecords.refusals,
  ...backOfficeSettings.refusals,
  ...backOfficeMisc.refusals,
  ...backOfficeUsers.refusals,
  ...backOfficeRates.refusals,
  ...backOfficeCtas.refusals,
  ...backOfficeToolRuns.refusals,
  ...backOfficeMigrations.refusals,
  'POST /api/merchant-applications/:token/validate': {
    status: 400,
    why: "needs the key e-mailed to the applicant with the application's link",
  },
  ...Object.fromEntries(
    [
      'GET /api/merchant-applications/:token',
      'POST /api/merchant-applications/:token',
      'POST /api/merchant-applications/:token/draft',
      'POST /api/merchant-applications/:token/documents',
      'POST /api/merchant-applications/:token/submit',
      'POST /api/merchant-applications/:token/more-info',
    ].map((label) => [
      label,
      { status: 404, why: "needs the caller's own application token (from /start's e-mail)" },
    ]),
  ),
};

/**
 * Signed-in routes that answer about an object only to a caller who may open the object's
 * merchant account (the merchant policy's question, asked of the object's merchant, which
 * the path does not name): each merchant user is asked about an object of its own account,
 * and an admin without can-view-merchant-info gets the 404 of an unknown object.
 */
export const OWNED_OBJECT_ROUTES: Record<string, string> = {
  'GET /api/disputes/:disputeId/:type/account':
    "finds the account of a dispute among the caller's (links that name no account)",
};

/**
 * Admin routes open to any admin whose handler also checks the key of the report the body
 * names (scheduling a report needs the report's own key): an admin holding no key is refused
 * (403); the generated body names a report behind a key.
 */
export const REPORT_KEYED_ROUTES: Record<string, string> = {
  'POST /api/admin/report-schedules': 'schedules the report its body names, which needs its key',
};

type Expected = 'admitted' | 401 | 403 | 404;
interface Cell {
  principal: Principal;
  expected: Expected;
  /**
   * A body-keyed admin route (`policies.adminByBody`): this admin lacks only this key, so it is
   * refused (403) when the generated body needs the key, else admitted.
   */
  lacksBodyKey?: AdminPermissionKey;
}

export const MERCHANT_VIEW_KEY = 'can-view-merchant-info';

export async function cellsFor(h: Harness, policy: AccessPolicy): Promise<Cell[]> {
  const c = h.cast;
  const all = (expected: Expected, principals: Principal[]) =>
    principals.map((principal) => ({ principal, expected }));
  const merchantUsers = [...c.sameMerchant, ...c.otherMerchant];
  switch (policy.kind) {
    case 'public':
      return all('admitted', [c.anonymous, ...merchantUsers, c.adminNone, c.adminAll]);
    case 'signed-in':
      return [
        ...all(401, [c.anonymous]),
        ...all('admitted', [...merchantUsers, c.adminNone, c.adminAll]),
      ];
    case 'merchant-scoped':
      // A requirement (merchant admin of the account, or a merchant permission on it) is met
      // by the account's merchant admin only: its plain user holds no permission, and staff
      // never meet one (their changes are the back office's).
      return policy.requires
        ? [
            ...all(401, [c.anonymous]),
            ...all(403, c.otherMerchant),
            ...all(403, [c.sameMerchantUser]),
            ...all('admitted', [c.sameMerchantAdmin]),
            ...all(403, [c.adminNone, await c.adminLacking(MERCHANT_VIEW_KEY), c.adminAll]),
          ]
        : [
            ...all(401, [c.anonymous]),
            ...all(403, c.otherMerchant),
            ...all('admitted', c.sameMerchant),
            ...all(403, [c.adminNone, await c.adminLacking(MERCHANT_VIEW_KEY)]),
            ...all('admitted', [c.adminAll]),
          ];
    case 'admin':
      if (policy.byBody) {
        const lacking = async (key: AdminPermissionKey): Promise<Cell> => ({
          principal: await c.adminLacking(key),
          expected: 'admitted',
          lacksBodyKey: key,
        });
        return [
          ...all(401, [c.anonymous]),
          ...all(403, merchantUsers),
          ...all(403, [c.adminNone]),
          await lacking(policy.byBody.whenPresent),
          await lacking(policy.byBody.otherwise),
          ...all('admitted', [c.adminAll]),
        ];
      }
      return policy.permission
        ? [
            ...all(401, [c.anonymous]),
            ...all(403, merchantUsers),
            ...all(403, [c.adminNone, await c.adminLacking(policy.permission)]),
            ...all('admitted', [c.adminAll]),
          ]
        : [
            ...all(401, [c.anonymous]),
            ...all(403, merchantUsers),
            ...all('admitted', [c.adminNone, c.adminAll]),
          ];
  }
}

/**
 * A top-level field of a body: its own property, or, for a body of variants (oneOf / anyOf, a
 * card or an ACH payment), the field every variant has, declared alike.
 */
function bodyField(body: JsonSchema | undefined, name: string): JsonSchema | undefined {
  if (!body) return undefined;
  const own = body.properties?.[name];
  if (own) return own;
  const variants = body.oneOf ?? body.anyOf;
  if (!variants?.length) return undefined;
  const found = variants.map((variant) => bodyField(variant, name));
  const [first] = found;
  return first && found.every((f) => f?.['x-object'] === first['x-object']) ? first : undefined;
}

/** What is wrong with the route's declaration itself (policy, document entry). */
export function declarationProblems(op: Operation): string[] {
  const problems: string[] = [];
  const policy = op.policy;
  if (!policy) return [`${op.label} declares no access policy`];
  if (op.endpoint && !isDeepStrictEqual(op.endpoint.access, policy)) {
    problems.push(
      `${op.label} is registered with policy ${JSON.stringify(policy)} but its endpoint ` +
        `declares ${JSON.stringify(op.endpoint.access)}`,
    );
  }
  if (op.endpoint && !op.inDocument) {
    problems.push(`${op.label} is served from an endpoint but missing from /api/openapi.json`);
  }
  if (op.inDocument && (policy.kind === 'public') !== (op.security === undefined)) {
    problems.push(
      `${op.label}: the OpenAPI entry's security (${JSON.stringify(op.security)}) does not match ` +
        `its ${policy.kind} policy`,
    );
  }
  if (policy.kind === 'merchant-scoped') {
    const from = policy.merchantIdFrom;
    const [where, name] =
      'param' in from
        ? ['path', from.param]
        : 'query' in from
          ? ['query', from.query]
          : ['body', from.body];
    const field = where === 'body' ? bodyField(op.body, name) : undefined;
    const param =
      where === 'body'
        ? field && { schema: field }
        : op.parameters.find((p) => p.in === where && p.name === name);
    if (!param) problems.push(`${op.label}: the policy reads ${where} "${name}", which it has not`);
    else if (op.inDocument && param.schema['x-object'] !== 'merchant') {
      problems.push(
        `${op.label}: ${where} "${name}" holds the merchant id but is not declared with ` +
          "idParam('merchant', …) (x-object: merchant)",
      );
    }
  }
  return problems;
}

/** "label  caller → status" of every call the matrix made (printed with MATRIX_SUMMARY=1). */
export const matrixCalls: string[] = [];

/** Every violation of the matrix for one operation (empty: the route is right). */
export async function matrixViolations(h: Harness, op: Operation): Promise<string[]> {
  const problems = declarationProblems(op);
  // What the route is meant to admit: its declaration, else what it was registered with.
  const intended = op.endpoint?.access ?? op.policy;
  if (!intended) return problems;
  const refusal = HANDLER_REFUSALS[op.label];
  const ownedObject = op.label in OWNED_OBJECT_ROUTES;
  for (const cell of await cellsFor(h, intended)) {
    const { principal } = cell;
    const merchantId =
      ownedObject && h.cast.otherMerchant.includes(principal) ? h.merchantB : h.merchantA;
    let sent: Awaited<ReturnType<typeof sendValid>>;
    try {
      sent = await sendValid(h, op, principal, merchantId);
    } catch (error) {
      if (error instanceof HarnessGap) {
        problems.push(`${op.label}: cannot build a request: ${error.message}`);
        return problems;
      }
      throw error;
    }
    const bodyKey =
      intended.kind === 'admin' && intended.byBody
        ? permissionForBody(intended.byBody, sent.request.body)
        : undefined;
    const expected =
      ownedObject && principal === h.cast.adminNone
        ? 404
        : op.label in REPORT_KEYED_ROUTES && principal === h.cast.adminNone
          ? 403
          : cell.lacksBodyKey && cell.lacksBodyKey === bodyKey
            ? 403
            : cell.expected;
    const call = describeCall(principal, sent);
    const status = sent.answer.statusCode;
    matrixCalls.push(
      `${op.label.padEnd(50)} ${principal.name.padEnd(42)} ${status} (expected ${expected})`,
    );
    problems.push(...sent.problems.map((p) => `${call}: ${p}`));
    if (expected !== 'admitted') {
      if (status !== expected) problems.push(`${call}, expected ${expected}`);
      continue;
    }
    if (refusal) {
      if (status !== refusal.status) {
        problems.push(
          `${call}, expected ${refusal.status} (HANDLER_REFUSALS: ${refusal.why}); if the route ` +
            'now answers 2xx to a generic request, remove it from HANDLER_REFUSALS',
        );
      }
      continue;
    }
    if (status === 401 || status === 403) {
      problems.push(`${call}: refused a caller its ${intended.kind} policy admits`);
    } else if (op.endpoint && (status < 200 || status >= 300)) {
      problems.push(
        `${call}: expected a 2xx for a valid request (${sent.answer.body.slice(0, 200)}). If no ` +
          'generic request can succeed, teach lib/requests.ts the missing value or add the route ' +
          'to HANDLER_REFUSALS in lib/matrix.ts with the status it answers and why',
      );
    }
  }
  return problems;
}
