import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  paymentPlanPagePath,
  SUBSCRIPTION_LIMITS,
  subscriberPagePath,
} from '@paydesk/domain/subscription-fields';

/**
 * The subscriber's signed links (part 1 §2 the public /subscriptions/:id and /payment-plans;
 * §7 "Payment plans and subscriptions calls use a bearer token header"). A token is
 * `<subscription id>.<expiry, unix seconds>.<signature>`, the signature being
 * HMAC-SHA256 under the app's token key over `subscriber-link|<id>|<expiry>`, base64url. The
 * web page reads it from `?token=` and sends it as `Authorization: Bearer <token>`. Nothing is
 * stored: a link works until it expires (30 days); a new one can be sent at any time.
 *
 * Other modules (billing's receipts and failure notices) build links with
 * `subscriberLinkUrls`.
 */

const PURPOSE = 'subscriber-link';
const LIFETIME_MS = SUBSCRIPTION_LIMITS.subscriberLinkDays * 86_400_000;
const TOKEN_PATTERN = /^([1-9]\d{0,9})\.([1-9]\d{0,11})\.([A-Za-z0-9_-]{43})$/;

export interface SubscriberLinkKeys {
  /** app.tokenKey. */
  tokenKey: Uint8Array;
}

function signature(key: Uint8Array, subscriptionId: number, expiresAtSeconds: number): Buffer {
  return createHmac('sha256', key)
    .update(`${PURPOSE}|${subscriptionId}|${expiresAtSeconds}`)
    .digest();
}

export interface SubscriberLinkToken {
  token: string;
  expiresAt: Date;
}

/** A token for subscription `subscriptionId`, good for 30 days from `now`. */
export function signSubscriberToken(
  key: Uint8Array,
  subscriptionId: number,
  now: Date,
): SubscriberLinkToken {
  const expiresAtSeconds = Math.floor((now.getTime() + LIFETIME_MS) / 1000);
  const mac = signature(key, subscriptionId, expiresAtSeconds).toString('base64url');
  return {
    token: `${subscriptionId}.${expiresAtSeconds}.${mac}`,
    expiresAt: new Date(expiresAtSeconds * 1000),
  };
}

export interface VerifiedSubscriberToken {
  subscriptionId: number;
  expiresAt: Date;
}

/**
 * What a token says when its signature holds (compared in constant time), expired or not;
 * undefined for any text that is not a token this app signed.
 */
export function readSubscriberToken(
  key: Uint8Array,
  token: string | undefined,
  now: Date,
): (VerifiedSubscriberToken & { expired: boolean }) | undefined {
  if (!token) return undefined;
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return undefined;
  const subscriptionId = Number(match[1]);
  const expiresAtSeconds = Number(match[2]);
  const given = Buffer.from(match[3] ?? '', 'base64url');
  const expected = signature(key, subscriptionId, expiresAtSeconds);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return {
    subscriptionId,
    expiresAt: new Date(expiresAtSeconds * 1000),
    expired: expiresAtSeconds * 1000 <= now.getTime(),
  };
}

/**
 * The subscription a token names, when its signature holds (compared in constant time) and it
 * has not expired at `now`; undefined for any other text.
 */
export function verifySubscriberToken(
  key: Uint8Array,
  token: string | undefined,
  now: Date,
): VerifiedSubscriberToken | undefined {
  const read = readSubscriberToken(key, token, now);
  return read && !read.expired
    ? { subscriptionId: read.subscriptionId, expiresAt: read.expiresAt }
    : undefined;
}

/** The token of an `Authorization: Bearer <token>` header (undefined without one). */
export function bearerTokenOf(header: string | undefined): string | undefined {
  const match = /^Bearer ([^\s]+)$/i.exec(header?.trim() ?? '');
  return match?.[1];
}

export interface SubscriberLinkUrls {
  /** `${publicUrl}/subscriptions/{id}?token=...`: see, cancel, update the card. */
  subscriptionUrl: string;
  /** `${publicUrl}/payment-plans?token=...`: the plan's schedule (for a payment plan). */
  paymentPlanUrl: string;
  expiresAt: Date;
}

/**
 * The links a subscriber's e-mail carries (the manage link the merchant sends, billing's
 * receipts and failure notices). `publicUrl` is app.config.publicUrl.
 */
export function subscriberLinkUrls(
  deps: { tokenKey: Uint8Array; publicUrl: string },
  subscriptionId: number,
  now: Date,
): SubscriberLinkUrls {
  const { token, expiresAt } = signSubscriberToken(deps.tokenKey, subscriptionId, now);
  const base = deps.publicUrl.replace(/\/$/, '');
  return {
    subscriptionUrl: `${base}${subscriberPagePath(subscriptionId, token)}`,
    paymentPlanUrl: `${base}${paymentPlanPagePath(token)}`,
    expiresAt,
  };
}
