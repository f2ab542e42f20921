import type { SsoRedirect } from '@paydesk/domain/auth';
import { paths } from '../../../config/paths';

/**
 * Where single sign-on lands (part 1 §2): the dispute it carried, else the application
 * (with its token), else the normal landing.
 */
export function ssoTarget(redirect: SsoRedirect, landing: string): string {
  if (redirect.disputeId && redirect.disputeType) {
    return paths.disputes.detail.href(redirect.disputeId, redirect.disputeType);
  }
  if (redirect.applicationToken) {
    return `${paths.public.apply.href()}?${new URLSearchParams({ appToken: redirect.applicationToken })}`;
  }
  return landing;
}
