import { NumberInput, SegmentedControl, Text, Textarea, TextInput } from '@mantine/core';
import { cvcLength } from '@paydesk/domain/card-number';
import { formatMoney } from '@paydesk/domain/money';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../../shared/api/api-error';
import { handleError } from '../../../../shared/errors/handle-error';
import { messagesOf } from '../../../../shared/forms/field-errors';
import { FieldPair } from '../../../../shared/forms/field-pair';
import { SchemaFormWithActions } from '../../../../shared/forms/form-modal';
import { useSchemaForm } from '../../../../shared/forms/use-schema-form';
import { invalidateMerchantData } from '../../../../shared/merchant-account/merchant-data-keys';
import { BankAccountFields } from '../../../../shared/payment-method/bank-account-fields';
import {
  dollarsToCents,
  expiryProblem,
  formatCardNumber,
  formatExpiry,
  typedCardBrand,
} from '../../../../shared/payment-method/card-entry';
import { CardNumberInput } from '../../../../shared/payment-method/card-number-input';
import { SecurityCodeInput } from '../../../../shared/payment-method/security-code-input';
import { type PaymentInfo, type TerminalPaymentResult, takePayment } from '../../api/take-payment';
import { type TerminalValues, toTerminalRequest } from '../../utils/terminal-values';
import classes from './terminal.module.css';
import { TestCards } from './test-cards';

/** zod and the schema load when the form is first focused. */
const loadSchema = async () =>
  (await import('@paydesk/domain/transactions')).terminalPaymentRequestSchema;

/** Refusals the form shows (fields, limits) stay in it; others also go to the central handler. */
function reportFailure(error: unknown): void {
  if (isApiError(error) && error.status > 0 && error.status < 500) return;
  handleError(error, { title: 'The payment could not be sent' });
}

/** 'Up to $1,000.00 a payment · $4,200.00 left this month'. */
export function limitsText(limits: PaymentInfo['ach'], currency: string): string {
  const parts = [
    limits.perTransaction === null
      ? 'No limit per payment'
      : `Up to ${formatMoney(limits.perTransaction, currency)} a payment`,
    limits.remainingThisMonth === null
      ? 'no monthly limit'
      : `${formatMoney(limits.remainingThisMonth, currency)} left this month`,
  ];
  return parts.join(' · ');
}

export interface TerminalFormProps {
  info: PaymentInfo;
  initialValues: TerminalValues;
  onOutcome: (result: TerminalPaymentResult, values: TerminalValues) => void;
  onCancel: () => void;
}

/** The payment: method, amount, the card or bank account, the payer, a description. */
export function TerminalForm({ info, initialValues, onOutcome, onCancel }: TerminalFormProps) {
  const queryClient = useQueryClient();
  const form = useSchemaForm({
    schema: loadSchema,
    initialValues,
    toInput: toTerminalRequest,
    onSubmitError: reportFailure,
  });
  const [expiryLeft, setExpiryLeft] = useState(false);
  const values = form.form.values;
  const method = values.method;
  const limits = method === 'card' ? info.card : info.ach;
  const brand = typedCardBrand(values.card.number);
  const cents = dollarsToCents(values.amount);
  const submitted = form.submitCount > 0;
  const numberField = form.field('card.number');

  const expiryMessage = (() => {
    if (!expiryLeft && !submitted) return undefined;
    const local = expiryProblem(values.card.expiry);
    if (local) return local;
    const errors = form.form.errors;
    return [
      ...messagesOf(errors['card.expiry']),
      ...messagesOf(errors['card.expMonth']),
      ...messagesOf(errors['card.expYear']),
    ][0];
  })();

  return (
    <SchemaFormWithActions
      form={form}
      aria-label="New payment"
      errorTitle="The payment was not taken"
      onSubmit={async (body, { idempotencyKey }) => {
        const result = await takePayment(body, idempotencyKey);
        void invalidateMerchantData(queryClient, info.merchantId);
        onOutcome(result, values);
      }}
      submitLabel={
        cents !== undefined && cents >= 1 ? `Charge ${formatMoney(cents, info.currency)}` : 'Charge'
      }
      onCancel={onCancel}
    >
      <div>
        <Text size="sm" fw={500} mb={6} id="terminal-method-label">
          Pay by
        </Text>
        <SegmentedControl
          fullWidth
          aria-labelledby="terminal-method-label"
          value={method}
          onChange={(next) => form.form.setFieldValue('method', next as 'card' | 'ach')}
          data={[
            { value: 'card', label: 'Card', disabled: !info.card.accepted },
            { value: 'ach', label: 'Bank account', disabled: !info.ach.accepted },
          ]}
        />
      </div>
      <NumberInput
        label="Amount"
        description={limitsText(limits, info.currency)}
        prefix="$"
        thousandSeparator=","
        decimalScale={2}
        fixedDecimalScale
        min={0.01}
        max={100_000}
        hideControls
        clampBehavior="none"
        allowNegative={false}
        inputMode="decimal"
        required
        {...form.field('amount')}
        data-autofocus
      />
      {method === 'card' ? (
        <>
          <CardNumberInput
            value={values.card.number}
            onFocus={numberField.onFocus}
            onBlur={numberField.onBlur}
            error={numberField.error}
            onChange={(next) => form.form.setFieldValue('card.number', next)}
            acceptedBrands={info.card.brands}
          />
          <div className={classes.cardRow}>
            <TextInput
              label="Expiry"
              placeholder="MM/YY"
              inputMode="numeric"
              autoComplete="off"
              maxLength={5}
              required
              value={values.card.expiry}
              onChange={(event) => {
                form.form.setFieldValue(
                  'card.expiry',
                  formatExpiry(event.currentTarget.value, values.card.expiry),
                );
                // The schema's messages are about the month and year this field types.
                form.form.clearFieldError('card.expMonth');
                form.form.clearFieldError('card.expYear');
              }}
              onBlur={() => setExpiryLeft(true)}
              error={expiryMessage}
            />
            <SecurityCodeInput
              brand={brand}
              description={`${cvcLength(brand)} digits${brand === 'American Express' ? ', on the front' : ''}`}
              field={form.field('card.cvc')}
              onChange={(code) => form.form.setFieldValue('card.cvc', code)}
            />
            <TextInput
              label="ZIP code"
              autoComplete="off"
              maxLength={10}
              {...form.field('card.postalCode')}
            />
          </div>
        </>
      ) : (
        <BankAccountFields form={form} prefix="ach." accountType={values.ach.accountType} />
      )}
      <FieldPair>
        <TextInput
          label={method === 'card' ? 'Cardholder name' : 'Account holder name'}
          autoComplete="off"
          required
          maxLength={100}
          {...form.field('accountholderName')}
        />
        <TextInput
          label="E-mail for the receipt"
          type="email"
          autoComplete="off"
          maxLength={254}
          {...form.field('accountholderEmail')}
        />
      </FieldPair>
      <Textarea
        label="Description"
        placeholder="What the payment is for"
        autosize
        minRows={1}
        maxRows={4}
        maxLength={200}
        {...form.field('description')}
      />
      <TestCards
        method={method}
        info={info}
        onUseCard={(number) => {
          form.form.setFieldValue('card.number', formatCardNumber(number));
          form.form.clearFieldError('card.number');
        }}
        onUseBankAccount={(routingNumber, accountNumber) => {
          form.form.setFieldValue('ach.routingNumber', routingNumber);
          form.form.setFieldValue('ach.accountNumber', accountNumber);
        }}
      />
    </SchemaFormWithActions>
  );
}
