import { randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@paydesk/domain/two-factor';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { hashSecret } from '../../platform/tokens';

/**
 * TOTP as RFC 6238 and every authenticator app take it: SHA-1, 6 digits, 30-second steps; a
 * code of the step before or after is accepted too (a phone's clock a little off).
 */
export const TOTP_SETTINGS = {
  issuer: 'Paydesk',
  algorithm: 'SHA1',
  digits: 6,
  period: 30,
  window: 1,
} as const;

const totpOf = (secretBase32: string, label = '') =>
  new TOTP({
    issuer: TOTP_SETTINGS.issuer,
    label,
    algorithm: TOTP_SETTINGS.algorithm,
    digits: TOTP_SETTINGS.digits,
    period: TOTP_SETTINGS.period,
    secret: Secret.fromBase32(secretBase32),
  });

/** A new secret (160 bits, as RFC 4226 recommends), in base32. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The enrolment an authenticator app reads: the secret, its otpauth:// URL and a QR code. */
export async function enrolmentOf(secretBase32: string, email: string) {
  const otpauthUrl = totpOf(secretBase32, email).toString();
  const qrSvg = await QRCode.toString(otpauthUrl, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
  });
  return { secret: secretBase32, otpauthUrl, qrSvg };
}

/** The 30-second step of a moment. */
export const stepAt = (at: Date) => Math.floor(at.getTime() / 1000 / TOTP_SETTINGS.period);

/**
 * The step whose code this is (within ±1 step of `at`), or null for a wrong or expired code.
 * Whether the step was already used is the caller's check (`last_used_step`).
 */
export function matchingStep(secretBase32: string, code: string, at: Date): number | null {
  const delta = totpOf(secretBase32).validate({
    token: code,
    timestamp: at.getTime(),
    window: TOTP_SETTINGS.window,
  });
  return delta === null ? null : stepAt(at) + delta;
}

/** Letters and digits that are not mistaken for one another (no 0/o, 1/l/i). */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

const recoveryCode = () => {
  const chars = Array.from(
    { length: 10 },
    () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
  ).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
};

/** Ten new recovery codes (xxxxx-xxxxx) with the hashes the table keeps. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
  return { codes, hashes: codes.map(recoveryCodeHash) };
}

/** The hash of a recovery code as typed: case, spaces and the hyphen do not matter. */
export const recoveryCodeHash = (code: string) =>
  hashSecret(code.replace(/[\s-]+/g, '').toLowerCase());
