import type {
  confirmTwoFactorSetup,
  signInWithTwoFactor,
  startTwoFactorSetup,
} from '@paydesk/domain/endpoints/two-factor';
import * as routes from '@paydesk/domain/routes/two-factor';
import { callEndpoint } from '../../../shared/api/call-endpoint';

/** `POST /auth/two-factor`: the code (or a recovery code) after the password; answers tokens. */
export function postTwoFactorSignIn(body: {
  email: string;
  session: string;
  code?: string | undefined;
  recoveryCode?: string | undefined;
}) {
  return callEndpoint<typeof signInWithTwoFactor>(routes.signInWithTwoFactor, { body });
}

/** `POST /auth/two-factor/setup` (required mode): a new secret and its QR code. */
export function postTwoFactorSetup(body: { email: string; session: string }) {
  return callEndpoint<typeof startTwoFactorSetup>(routes.startTwoFactorSetup, { body });
}

/** `POST /auth/two-factor/setup/confirm`: the first code; answers tokens and recovery codes. */
export function postTwoFactorSetupConfirm(body: { email: string; session: string; code: string }) {
  return callEndpoint<typeof confirmTwoFactorSetup>(routes.confirmTwoFactorSetup, { body });
}
