import { Button, Divider, Stack, Text } from '@mantine/core';
import { lazy, useEffect, useRef, useState } from 'react';
import { holdsMerchantPermission } from '../../../shared/account/merchant-permissions';
import { LazyDialog } from '../../../shared/components/lazy-dialog';
import { DetailSection } from '../../../shared/detail-page/detail-section';
import { useAccountStore } from '../../../shared/stores/account-store';
import type { DisputeDetail } from '../api/get-dispute';
import { acceptTexts } from '../utils/accept-texts';
import { AchNextStepsPanel } from './ach-next-steps-panel';
import { CounterForm } from './counter-form';

const AcceptDialog = lazy(async () => ({
  default: (await import('./accept-dialog')).AcceptDialog,
}));

/** Why a user without the permission cannot respond (the API answers 403). */
export const NO_DISPUTE_PERMISSION =
  'Responding to disputes needs the “Manage disputes” permission on this account: ask a merchant admin of the account.';

const withoutPermission = { allowed: false, reason: NO_DISPUTE_PERMISSION };

/** Why nothing may be done, once each ('This dispute is already decided.'). */
function reasonsOf(actions: DisputeDetail['actions']): string[] {
  const reasons = [actions.counter, actions.accept]
    .filter((action) => !action.allowed && action.reason)
    .map((action) => action.reason as string);
  return [...new Set(reasons)];
}

/**
 * What the merchant may do: counter (evidence or documents) and accept (or close), each
 * only when the server allows it, else why not; for an ACH return, what to do next.
 */
export function DisputeActions({
  detail,
  merchantId,
}: {
  detail: DisputeDetail;
  merchantId: number;
}) {
  const [confirming, setConfirming] = useState(false);
  const account = useAccountStore((state) =>
    state.data?.merchants.find((entry) => entry.id === merchantId),
  );
  const { dispute } = detail;
  // Responding needs can-manage-disputes on the account (its admins hold it): the API refuses
  // others, so the form is not offered and the panel says why.
  const actions = holdsMerchantPermission(account, 'can-manage-disputes')
    ? detail.actions
    : { ...detail.actions, counter: withoutPermission, accept: withoutPermission };
  const heading = useRef<HTMLHeadingElement>(null);
  // Once answered, the form goes: the focus moves to the panel, which now says what follows.
  const open = actions.counter.allowed || actions.accept.allowed;
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) heading.current?.focus();
    wasOpen.current = open;
  }, [open]);
  if (dispute.kind === 'ach-return') return <AchNextStepsPanel dispute={dispute} />;

  const isChargeback = dispute.kind === 'chargeback';
  const reasons = reasonsOf(actions);
  const accept = acceptTexts(dispute);
  const nothing = !actions.counter.allowed && !actions.accept.allowed;
  return (
    <DetailSection
      title={isChargeback ? 'Respond to the chargeback' : 'Respond to the request'}
      headingRef={heading}
    >
      <Stack gap="md">
        {reasons.map((reason) => (
          <Text key={reason} size="sm">
            {reason}
          </Text>
        ))}
        {nothing && reasons.length === 0 ? (
          <Text size="sm">Nothing is expected of you for this dispute.</Text>
        ) : null}
        {actions.counter.allowed ? (
          <Stack gap="xs">
            <Text fw={600} size="sm" component="h3" m={0}>
              {isChargeback ? 'Counter with evidence' : 'Send documents'}
            </Text>
            <CounterForm dispute={dispute} merchantId={merchantId} />
          </Stack>
        ) : null}
        {actions.accept.allowed ? (
          <>
            {actions.counter.allowed ? <Divider label="or" labelPosition="center" /> : null}
            <Stack gap="xs" align="flex-start">
              <Text size="sm" c="dimmed">
                {isChargeback
                  ? 'If the cardholder is right, accept the chargeback: they keep the money.'
                  : 'If you have nothing to send, close the request without an answer.'}
              </Text>
              <Button variant="outline" color="red.9" onClick={() => setConfirming(true)}>
                {accept.action}
              </Button>
            </Stack>
            <LazyDialog opened={confirming}>
              {(opened) => (
                <AcceptDialog
                  opened={opened}
                  onClose={() => setConfirming(false)}
                  dispute={dispute}
                  merchantId={merchantId}
                />
              )}
            </LazyDialog>
          </>
        ) : null}
      </Stack>
    </DetailSection>
  );
}
