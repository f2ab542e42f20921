import { EmptyState, Title } from '@mantine/core';
import { SUBSCRIPTION_MESSAGES } from '@paydesk/domain/subscription-fields';
import { IconLinkOff } from '@tabler/icons-react';
import { isApiError } from '../../../shared/api/api-error';
import { errorText } from '../../../shared/errors/error-message';
import { PageTitle, pageTitle } from '../../../shared/page-title/page-title';
import classes from './subscriber.module.css';

/**
 * A link that cannot be used (no token, tampered, expired, another subscription's): the
 * server's message, which names the merchant to ask for a new one. Nobody is signed out.
 */
export function LinkProblem({ heading, error }: { heading: string; error?: unknown }) {
  const refused = error === undefined || (isApiError(error) && [401, 403].includes(error.status));
  const message = refused
    ? ((error && errorText(error)) ?? SUBSCRIPTION_MESSAGES.linkInvalidAnonymous)
    : (errorText(error) ?? SUBSCRIPTION_MESSAGES.linkInvalidAnonymous);
  return (
    <div className={classes.page}>
      <PageTitle title={pageTitle(heading)} />
      <Title order={1} fz="h2">
        {heading}
      </Title>
      <EmptyState
        py={48}
        px="md"
        bg="white"
        bdrs="lg"
        style={{ border: '1px solid var(--mantine-color-gray-2)' }}
        withIndicatorBackground
        icon={<IconLinkOff aria-hidden="true" />}
        title={refused ? 'This link cannot be used' : 'Something went wrong'}
        description={message}
        role="alert"
      />
    </div>
  );
}
