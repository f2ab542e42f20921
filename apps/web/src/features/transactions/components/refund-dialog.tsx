import { NumberInput, Stack, Text } from '@mantine/core';
import { formatMoney } from '@paydesk/domain/money';
import type { TransactionDetail } from '@paydesk/domain/transactions';
import { useEffect } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { handleError } from '../../../shared/errors/handle-error';
import { FormModal, SchemaFormWithActions } from '../../../shared/forms/form-modal';
import { useSchemaForm } from '../../../shared/forms/use-schema-form';
import { notify } from '../../../shared/notifications/notify';
import { dollarsToCents } from '../../../shared/payment-method/card-entry';
import { useRefundTransaction } from '../api/refund-transaction';
import { centsToDollars, leftAfterRefund, refundSchemaFor } from '../utils/refund-amount';
import { ZonedMoment } from './zoned-moment';

type RefundValues = {
  /** Dollars as typed ('' while empty). */
  amount: number | string;
  merchantId: number;
};

/** The form's dollars -> the request's cents (an empty field is 0, which the schema refuses). */
const toRequest = (values: RefundValues) => ({
  amount: dollarsToCents(values.amount) ?? 0,
  merchantId: values.merchantId,
});

/** Failures the form cannot show (network, the server's own) also go to the central handler. */
function reportFailure(error: unknown): void {
  if (isApiError(error) && error.status > 0 && error.status < 500) return;
  handleError(error, { title: 'Refund failed' });
}

export interface RefundDialogProps {
  opened: boolean;
  onClose: () => void;
  detail: TransactionDetail;
}

/** Refund (`?dialog=refund`): part or all of what is left, in dollars. */
export function RefundDialog({ opened, onClose, detail }: RefundDialogProps) {
  return (
    <FormModal opened={opened} onClose={onClose} title="Refund payment" size="md">
      <RefundForm detail={detail} onClose={onClose} />
    </FormModal>
  );
}

export function RefundForm({ detail, onClose }: Omit<RefundDialogProps, 'opened'>) {
  const sale = detail.transaction;
  const { refundable } = detail;
  const currency = sale.currency;
  const refund = useRefundTransaction(sale.id);
  const form = useSchemaForm({
    schema: () => refundSchemaFor(refundable, currency),
    initialValues: {
      amount: centsToDollars(refundable),
      merchantId: sale.merchantId,
    } as RefundValues,
    toInput: toRequest,
    onSubmitError: reportFailure,
  });
  // The amount is typed at once: its rules load with the dialog, not on the first focus.
  const { prepare } = form;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the dialog opens
  useEffect(() => prepare(), []);
  const cents = dollarsToCents(form.form.values.amount);
  const left = leftAfterRefund(refundable, cents);
  const money = (value: number) => formatMoney(value, currency);
  const card = [sale.cardBrand, sale.accountNumber].filter(Boolean).join(' ');

  return (
    <SchemaFormWithActions
      form={form}
      aria-label="Refund payment"
      errorTitle="The refund was not made"
      onSubmit={async (request, { idempotencyKey }) => {
        const result = await refund.mutateAsync({ ...request, idempotencyKey });
        const approved = result.responseCode === '00';
        notify({
          level: approved ? 'success' : 'error',
          title: `Refund ${approved ? 'approved' : 'declined'} (${result.responseCode})`,
          message: approved
            ? `${money(request.amount)} refunded${card ? ` to ${card}` : ''}.`
            : result.responseCodeDesc,
        });
        onClose();
      }}
      submitLabel={
        cents !== undefined && cents >= 1 && cents <= refundable
          ? `Refund ${money(cents)}`
          : 'Refund'
      }
      onCancel={onClose}
    >
      <Stack gap={2}>
        <Text size="sm">
          {money(sale.grossAmount)} {card ? `from ${card}` : ''}
          {sale.accountholderName ? ` · ${sale.accountholderName}` : ''}
        </Text>
        <Text size="sm" c="dimmed">
          Taken <ZonedMoment value={sale.transDate} />
          {sale.refundedAmount > 0 ? ` · ${money(sale.refundedAmount)} refunded already` : ''}
        </Text>
      </Stack>
      <NumberInput
        label="Amount to refund"
        description={`Up to ${money(refundable)}, what is left of this payment`}
        prefix="$"
        thousandSeparator=","
        decimalScale={2}
        fixedDecimalScale
        min={0.01}
        max={centsToDollars(refundable)}
        step={0.01}
        hideControls
        clampBehavior="none"
        allowNegative={false}
        required
        inputMode="decimal"
        {...form.field('amount')}
        data-autofocus
      />
      <Text size="sm" aria-live="polite">
        Left to refund afterwards: <strong>{money(left)}</strong>
      </Text>
    </SchemaFormWithActions>
  );
}
