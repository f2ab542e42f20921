import { paths } from '../../config/paths';

export type SsoRedirectDecision = { navigate: string } | { leaveFor: string };

/** /dispute-details-redirect/:disputeId/:type (part 1 §2). */
export function disputeRedirectDecision(input: {
  signedIn: boolean;
  disputeId: string;
  type: string;
  email?: string | undefined;
}): SsoRedirectDecision {
  if (input.signedIn) return { navigate: paths.disputes.detail.href(input.disputeId, input.type) };
  return {
    leaveFor: paths.public.ssoLogin.href({
      disputeId: input.disputeId,
      disputeType: input.type,
      email: input.email,
    }),
  };
}

/**
 * /dispute-details/:disputeId/:type, a dispute's plain link: signed in, the dispute; signed
 * out, the sign-in page, remembering the dispute to land on after it (no single sign-on, no
 * logout: /dispute-details-redirect is the link that goes through single sign-on).
 */
export function disputeDetailsDecision(input: {
  signedIn: boolean;
  disputeId: string;
  type: string;
}): { navigate: string; remember?: string } {
  const dispute = paths.disputes.detail.href(input.disputeId, input.type);
  if (input.signedIn) return { navigate: dispute };
  return { navigate: paths.public.login.href(), remember: dispute };
}

/** The application token a /signup link carries. */
export function applicationTokenOf(search: URLSearchParams): string | undefined {
  return (
    search.get('appToken') ?? search.get('applicationToken') ?? search.get('token') ?? undefined
  );
}

/**
 * /signup (part 1 §2): signed in with a query goes to /apply (keeping the query), or, when the
 * account is not found and the query carries the application's key and token, to the
 * application's verification (/verify-merchant-application/{key}/{token}); signed in without
 * a query goes home; otherwise to single sign-on with the application token.
 */
export function signupDecision(input: {
  signedIn: boolean;
  search: URLSearchParams;
  email?: string | undefined;
  /** The account fetch answered 404: no Paydesk account answers to this sign-in yet. */
  accountNotFound?: boolean;
}): SsoRedirectDecision {
  const query = input.search.toString();
  const key = input.search.get('key');
  const token = applicationTokenOf(input.search);
  if (input.signedIn && input.accountNotFound && key && token) {
    // The application's e-mailed link, verified as the signed-in user.
    return { navigate: paths.public.verifyMerchantApplication.href(key, token) };
  }
  if (input.signedIn) {
    return { navigate: query ? `${paths.public.apply.href()}?${query}` : paths.home.href() };
  }
  return {
    leaveFor: paths.public.ssoLogin.href({
      appToken: applicationTokenOf(input.search),
      email: input.email,
    }),
  };
}
