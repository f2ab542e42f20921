import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { formatMoney } from '@paydesk/domain/money';
import type { TransactionDetail } from '@paydesk/domain/transactions';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { newIdempotencyKey } from '../../../shared/api/call-endpoint';
import { errorText, FALLBACK_ERROR_TEXT } from '../../../shared/errors/error-message';
import { handleError } from '../../../shared/errors/handle-error';
import { notify } from '../../../shared/notifications/notify';
import { useVoidTransaction } from '../api/refund-transaction';

export interface VoidDialogProps {
  opened: boolean;
  onClose: () => void;
  detail: TransactionDetail;
}

/** Void (`?dialog=void`): a confirmation, then the processor's answer. */
export function VoidDialog({ opened, onClose, detail }: VoidDialogProps) {
  const sale = detail.transaction;
  const voiding = useVoidTransaction(sale.id, sale.merchantId);
  // One key per confirmation: a retry after a time-out is the same request.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const money = formatMoney(sale.grossAmount, sale.currency);
  const card = [sale.cardBrand, sale.accountNumber].filter(Boolean).join(' ');

  const confirm = async () => {
    try {
      const result = await voiding.mutateAsync({ idempotencyKey });
      const approved = result.responseCode === '00';
      notify({
        level: approved ? 'success' : 'error',
        title: `Void ${approved ? 'approved' : 'declined'} (${result.responseCode})`,
        message: approved
          ? `The ${money} sale${card ? ` on ${card}` : ''} will not be charged.`
          : result.responseCodeDesc,
      });
      onClose();
    } catch (error) {
      if (!(isApiError(error) && error.status > 0 && error.status < 500)) {
        handleError(error, { title: 'Void failed' });
      }
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Void this sale?" size="md">
      <Stack gap="md">
        <Text size="sm">
          Voiding cancels the {money} sale{card ? ` on ${card}` : ''} before it settles: the
          customer is not charged, and it leaves your totals. This cannot be undone.
        </Text>
        {voiding.error ? (
          <Alert
            color="red"
            variant="light"
            title="The sale was not voided"
            icon={<IconAlertCircle size={18} aria-hidden />}
            role="alert"
          >
            {errorText(voiding.error) ?? FALLBACK_ERROR_TEXT}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} data-autofocus>
            Keep the sale
          </Button>
          <Button color="red.9" loading={voiding.isPending} onClick={() => void confirm()}>
            Void sale
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
