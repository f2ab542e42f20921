import { paths } from '../../../config/paths';

/** /apply for one application: `?token=` (the /signup and sign-on links say appToken). */
export const applyHref = (token?: string) =>
  token
    ? `${paths.public.apply.href()}?${new URLSearchParams({ token })}`
    : paths.public.apply.href();

/** The application token a URL names (`token`, `appToken` or `applicationToken`). */
export const tokenOf = (search: URLSearchParams): string | undefined =>
  search.get('token') ?? search.get('appToken') ?? search.get('applicationToken') ?? undefined;

/** /apply-confirmation for one application. */
export const confirmationHref = (token: string) =>
  `${paths.applyConfirmation.href()}?${new URLSearchParams({ token })}`;
