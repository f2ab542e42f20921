import { Alert, Button, Code, CopyButton, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { MISC_MESSAGES } from '@paydesk/domain/admin-merchant-misc';
import { useEffect, useRef, useState } from 'react';
import { newIdempotencyKey } from '../../../../shared/api/call-endpoint';
import { COPIED_MS } from '../../../../shared/components/copy-id-button';
import { notify } from '../../../../shared/notifications/notify';
import { useRegenerateMerchantHash, useViewMerchantHash } from '../../api/merchant-misc';
import { failureText } from './misc-errors';

export interface MerchantHashDialogProps {
  opened: boolean;
  onClose: () => void;
  merchantId: number;
}

/**
 * View merchant hash (part 2 §2, §3 "Merchant hash: id, requestHashKey"; key
 * can-view-merchant-hash): each opening reads the key once (an audited view); a new key is
 * generated only after a confirmation. A failure shows the server's error, else the message.
 */
export function MerchantHashDialog({ opened, onClose, merchantId }: MerchantHashDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Merchant hash">
      {opened ? <HashView merchantId={merchantId} onClose={onClose} /> : null}
    </Modal>
  );
}

function HashView({ merchantId, onClose }: { merchantId: number; onClose: () => void }) {
  const view = useViewMerchantHash(merchantId);
  const regenerate = useRegenerateMerchantHash(merchantId);
  const [confirming, setConfirming] = useState(false);
  // One key per confirmation: a retry after a failure sends the same request again.
  const regenerateKey = useRef<string | null>(null);
  const { mutate: read } = view;
  const asked = useRef(false);
  useEffect(() => {
    // Once per opening (a development double effect must not log a second view).
    if (asked.current) return;
    asked.current = true;
    read();
  }, [read]);

  const key = regenerate.data?.requestHashKey ?? view.data?.requestHashKey;
  const failure = regenerate.error ?? view.error;
  const confirm = () => {
    regenerateKey.current ??= newIdempotencyKey();
    regenerate.mutate(
      { idempotencyKey: regenerateKey.current },
      {
        onSuccess: () => {
          regenerateKey.current = null;
          setConfirming(false);
          notify({
            level: 'success',
            title: 'Merchant hash',
            message: MISC_MESSAGES.hashRegenerated,
          });
        },
      },
    );
  };

  if (view.isPending || view.isIdle) {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" aria-hidden />
        <Text size="sm">Loading the merchant hash…</Text>
      </Group>
    );
  }
  return (
    <Stack gap="md">
      {failure ? (
        <Alert color="red" variant="light" title="Error" role="alert">
          {failureText(failure)}
        </Alert>
      ) : null}
      {view.isSuccess || regenerate.isSuccess ? (
        key ? (
          <Stack gap={6}>
            <Text size="sm" fw={600} id="merchant-hash-label">
              Request hash key of merchant {merchantId}
            </Text>
            <Group gap="xs" wrap="nowrap" align="center">
              <Code
                block
                aria-labelledby="merchant-hash-label"
                style={{ flex: 1, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
                data-testid="merchant-hash"
              >
                {key}
              </Code>
              <CopyButton value={key} timeout={COPIED_MS}>
                {({ copied, copy }) => (
                  <Button
                    size="xs"
                    variant="default"
                    onClick={copy}
                    color={copied ? 'teal' : undefined}
                  >
                    {copied ? 'Copied' : 'Copy'}
                  </Button>
                )}
              </CopyButton>
            </Group>
            <Text size="xs" c="dimmed">
              Every view is written to the audit log.
            </Text>
          </Stack>
        ) : (
          <Text size="sm">{MISC_MESSAGES.noHash}</Text>
        )
      ) : null}
      {confirming ? (
        <Alert color="yellow" variant="light" title="Generate a new merchant hash?">
          <Stack gap="xs">
            <Text size="sm">
              The current key stops working at once: the merchant's integrations must use the new
              one.
            </Text>
            <Group gap="xs" justify="flex-end">
              <Button size="xs" variant="default" onClick={() => setConfirming(false)}>
                No
              </Button>
              <Button size="xs" color="red.9" loading={regenerate.isPending} onClick={confirm}>
                Yes, generate
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : null}
      <Group justify="space-between" gap="xs">
        <Button
          variant="light"
          color="red"
          onClick={() => setConfirming(true)}
          disabled={confirming || !view.isSuccess}
        >
          Generate new hash
        </Button>
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
      </Group>
    </Stack>
  );
}
