import { Button, Center, Loader, Modal, Stack, Text } from '@mantine/core';
import { CTA_TEXTS } from '@paydesk/domain/cta-rules';
import { useCallback, useState } from 'react';
import { newIdempotencyKey } from '../../../shared/api/call-endpoint';
import { useMerchantAccount } from '../../../shared/merchant-account/get-merchant-account';
import { type CtaSubmitResult, useDismissCta } from '../api/answer-cta';
import type { CtaInfo } from '../api/get-cta';
import { useLoadingText } from '../hooks/use-loading-text';
import { CtaForm } from './cta-form';
import { ctaInitialValues } from './cta-form-values';

/**
 * The call-to-action modal (part 1 §2, §4): the CTA's title and form, the loading texts while
 * the account is read or the answer sent. It closes with 'Not now' (or Escape) for this visit;
 * 'Dismiss' ends a dismissible CTA for good.
 */
export function CtaModal({
  opened,
  info,
  onNotNow,
  onAnswered,
}: {
  opened: boolean;
  info: CtaInfo;
  onNotNow: () => void;
  onAnswered: (result: CtaSubmitResult) => void;
}) {
  const merchantId = info.merchant_id;
  const account = useMerchantAccount(merchantId);
  const dismiss = useDismissCta(merchantId);
  const [sending, setSending] = useState(false);
  const loadingText = useLoadingText(sending || account.isPending || dismiss.isPending);
  const onPendingChange = useCallback((pending: boolean) => setSending(pending), []);

  return (
    <Modal
      opened={opened}
      onClose={onNotNow}
      title={info.title}
      size="lg"
      closeOnClickOutside={false}
      fullScreen={false}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="md">
        {loadingText ? (
          <Text size="sm" c="dimmed" role="status">
            {loadingText}
          </Text>
        ) : null}
        {account.isPending ? (
          <Center py="xl">
            <Loader aria-label="Loading the account" />
          </Center>
        ) : (
          <CtaForm
            info={info}
            initialValues={ctaInitialValues(merchantId, account.data)}
            onPendingChange={onPendingChange}
            onAnswered={onAnswered}
            onNotNow={onNotNow}
            extraActions={
              info.can_be_dismissed ? (
                <Button
                  variant="subtle"
                  loading={dismiss.isPending}
                  onClick={() => dismiss.mutate({ idempotencyKey: newIdempotencyKey() })}
                >
                  {CTA_TEXTS.dismiss}
                </Button>
              ) : null
            }
          />
        )}
      </Stack>
    </Modal>
  );
}
