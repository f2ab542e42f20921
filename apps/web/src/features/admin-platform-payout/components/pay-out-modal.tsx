import { Modal, Stack, Text } from '@mantine/core';
import { formatMoney } from '@paydesk/domain/money';
import { useRef, useState } from 'react';
import { newIdempotencyKey } from '../../../shared/api/call-endpoint';
import { formatCount } from '../../../shared/format/numbers';
import { DialogActions } from '../../../shared/forms/dialog-actions';
import { notify } from '../../../shared/notifications/notify';
import type { PlatformBalance } from '../api/get-platform-balance';
import { usePayOut } from '../api/pay-out';
import { alreadyPaid, periodText } from './balance-card';

/** A balance with something to pay (a dialog in the URL of a paid period stays closed). */
const payable = (balance: PlatformBalance | undefined): balance is PlatformBalance =>
  balance !== undefined && balance.availableCents > 0 && !alreadyPaid(balance);

interface PayOutModalProps {
  opened: boolean;
  onClose: () => void;
  countryLabel: string;
  balance: PlatformBalance | undefined;
  /** After the call, paid or refused: the history reads the latest rows. */
  onSettled: () => void;
}

/**
 * The confirmation of a payout: it names the country, the period and the amount. It holds the
 * balance it opened with, so a refusal (another admin paid the period meanwhile) is said in it
 * while the screen behind reads the new balance. One Idempotency-Key per confirmation, kept
 * across retries of it (a time-out the server may have completed answers the same payout),
 * renewed once it succeeds.
 */
export function PayOutModal({
  opened,
  onClose,
  countryLabel,
  balance,
  onSettled,
}: PayOutModalProps) {
  const [held, setHeld] = useState<PlatformBalance | undefined>(undefined);
  if (!opened && held) setHeld(undefined);
  if (opened && !held && payable(balance)) setHeld(balance);
  return (
    <Modal opened={opened && held !== undefined} onClose={onClose} title="Confirm the payout">
      {opened && held ? (
        <PayOutConfirm
          countryLabel={countryLabel}
          balance={held}
          onClose={onClose}
          onSettled={onSettled}
        />
      ) : null}
    </Modal>
  );
}

function PayOutConfirm({
  countryLabel,
  balance,
  onClose,
  onSettled,
}: {
  countryLabel: string;
  balance: PlatformBalance;
  onClose: () => void;
  onSettled: () => void;
}) {
  const payOut = usePayOut();
  const key = useRef(newIdempotencyKey());
  const amount = formatMoney(balance.availableCents, balance.currency);
  const period = periodText(balance.fromDate, balance.toDate);

  const confirm = async () => {
    try {
      const payout = await payOut.mutateAsync({
        countryCode: balance.countryCode,
        toDate: balance.toDate,
        idempotencyKey: key.current,
      });
      key.current = newIdempotencyKey();
      notify({
        level: 'success',
        title: 'Payout made',
        message: `Paid out ${formatMoney(payout.amountCents, payout.currency)} of ${countryLabel} fees: ${periodText(payout.fromDate, payout.toDate)}.`,
      });
      onClose();
    } catch {
      // Said in the dialog's alert (DialogActions' error).
    } finally {
      onSettled();
    }
  };

  return (
    <Stack gap="md">
      <Text>
        Pay out <strong>{amount}</strong> of the platform’s fees in {countryLabel} to its bank
        account?
      </Text>
      <Text size="sm">
        Period: {period} (UTC), {formatCount(balance.transactionCount)} ledger{' '}
        {balance.transactionCount === 1 ? 'row' : 'rows'}. Each day is paid out once: this cannot be
        undone.
      </Text>
      <DialogActions
        confirmLabel={`Pay out ${amount}`}
        onConfirm={() => void confirm()}
        onCancel={onClose}
        pending={payOut.isPending}
        disabled={payOut.error?.status === 422}
        error={payOut.error}
        errorTitle="The payout was not made"
        autoFocusCancel
      />
    </Stack>
  );
}
