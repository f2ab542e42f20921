import { Alert, Modal, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { LoadErrorAlert } from '../../../../shared/errors/load-error-alert';
import {
  type PaymentInfo,
  type TerminalPaymentResult,
  usePaymentInfo,
} from '../../api/take-payment';
import { emptyTerminalValues, type TerminalValues } from '../../utils/terminal-values';
import { TerminalForm } from './terminal-form';
import { TerminalOutcome } from './terminal-outcome';

export interface VirtualTerminalDialogProps {
  opened: boolean;
  onClose: () => void;
  merchantId: number;
}

/** The first method the account takes. */
const firstMethod = (info: PaymentInfo) =>
  info.card.accepted || !info.ach.accepted ? 'card' : 'ach';

/**
 * New payment (`?dialog=terminal`): a card or bank payment typed by the merchant, sent to the
 * account's (simulated) processor, and its answer.
 */
export function VirtualTerminalDialog({ opened, onClose, merchantId }: VirtualTerminalDialogProps) {
  // A phone gives the whole screen to the payment.
  const phone = useMediaQuery('(max-width: 35.99em)');
  return (
    <Modal opened={opened} onClose={onClose} title="New payment" size="lg" fullScreen={phone}>
      {opened ? <Terminal merchantId={merchantId} onClose={onClose} /> : null}
    </Modal>
  );
}

function Terminal({ merchantId, onClose }: { merchantId: number; onClose: () => void }) {
  const info = usePaymentInfo(merchantId);
  const [outcome, setOutcome] = useState<TerminalPaymentResult | null>(null);
  // The form's values to start from: a declined card's payment without its card.
  const [start, setStart] = useState<{ values: TerminalValues; round: number } | null>(null);

  if (info.error && !info.data) {
    return (
      <LoadErrorAlert
        title="The terminal could not be opened"
        error={info.error}
        onRetry={() => void info.refetch()}
      />
    );
  }
  if (!info.data) {
    return (
      <Stack gap="sm" aria-busy="true">
        <VisuallyHidden role="status">Loading the terminal…</VisuallyHidden>
        <Skeleton height={36} />
        <Skeleton height={56} />
        <Skeleton height={56} />
        <Skeleton height={56} />
      </Stack>
    );
  }
  const data = info.data;
  if (!data.open || (!data.card.accepted && !data.ach.accepted)) {
    return (
      <Alert
        color="orange"
        variant="light"
        title={`${data.businessCommonName} cannot take payments now`}
      >
        <Text size="sm">
          Payments are only taken on an open account. Contact support if this is unexpected.
        </Text>
      </Alert>
    );
  }
  if (outcome) {
    return (
      <TerminalOutcome
        result={outcome}
        onClose={onClose}
        onAnother={() => {
          setOutcome(null);
          setStart((previous) => ({
            values: emptyTerminalValues(merchantId, firstMethod(data)),
            round: (previous?.round ?? 0) + 1,
          }));
        }}
        onTryAgain={() => setOutcome(null)}
      />
    );
  }
  const round = start?.round ?? 0;
  return (
    <TerminalForm
      key={round}
      info={data}
      initialValues={start?.values ?? emptyTerminalValues(merchantId, firstMethod(data))}
      onCancel={onClose}
      onOutcome={(result, values) => {
        // Another try starts from the same payment without the card (or account) number.
        setStart({
          values: {
            ...values,
            card: { ...values.card, number: '', expiry: '', cvc: '' },
            ach: { ...values.ach, accountNumber: '' },
          },
          round: round + 1,
        });
        setOutcome(result);
      }}
    />
  );
}
