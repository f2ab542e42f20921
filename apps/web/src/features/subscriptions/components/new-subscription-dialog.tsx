import { NumberInput, Select, Switch, Text, Textarea } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { addDays, type IsoDate } from '@paydesk/domain/date-presets';
import { formatMoney } from '@paydesk/domain/money';
import { SUBSCRIPTION_LIMITS } from '@paydesk/domain/subscription-fields';
import { createSubscriptionSchema } from '@paydesk/domain/subscriptions';
import { useMemo, useState } from 'react';
import { messagesOf } from '../../../shared/forms/field-errors';
import { FieldPair } from '../../../shared/forms/field-pair';
import { FormModal, SchemaFormWithActions } from '../../../shared/forms/form-modal';
import { useSchemaForm } from '../../../shared/forms/use-schema-form';
import { notify } from '../../../shared/notifications/notify';
import { dollarsToCents } from '../../../shared/payment-method/card-entry';
import { PaymentMethodFields } from '../../../shared/payment-method/payment-method-fields';
import { useCustomerOptions } from '../api/get-customer-options';
import type { SubscriptionDetail } from '../api/get-subscription';
import { useCreateSubscription } from '../api/subscription-actions';
import { INTERVAL_OPTIONS, readIntervalChoice, scheduleLabel } from '../utils/interval-label';
import {
  emptySubscriptionForm,
  toCreateSubscriptionInput,
} from '../utils/subscription-form-values';
import { DayInput } from './day-input';

export interface NewSubscriptionDialogProps {
  opened: boolean;
  onClose: () => void;
  merchantId: number;
  currency: string;
  /** Today in the account's time zone: the first charge may be today or later. */
  today: IsoDate;
  onCreated: (detail: SubscriptionDetail) => void;
}

/** New subscription (`?dialog=new`): a customer, what and how often, the first charge, the card. */
export function NewSubscriptionDialog({ opened, onClose, ...props }: NewSubscriptionDialogProps) {
  return (
    <FormModal opened={opened} onClose={onClose} title="New subscription" size="lg">
      <NewSubscriptionForm onClose={onClose} {...props} />
    </FormModal>
  );
}

function NewSubscriptionForm({
  onClose,
  merchantId,
  currency,
  today,
  onCreated,
}: Omit<NewSubscriptionDialogProps, 'opened'>) {
  const create = useCreateSubscription(merchantId);
  const initialValues = useMemo(() => emptySubscriptionForm(today), [today]);
  const form = useSchemaForm({
    schema: createSubscriptionSchema,
    initialValues,
    toInput: toCreateSubscriptionInput,
  });
  const values = form.form.values;
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  const customers = useCustomerOptions(merchantId, debounced);
  const customerOptions = useMemo(() => {
    const rows = customers.data?.data ?? [];
    const options = rows.map((row) => ({
      value: String(row.id),
      label: row.email ? `${row.name} · ${row.email}` : row.name,
    }));
    if (chosen && !options.some((option) => option.value === chosen.value)) options.push(chosen);
    return options;
  }, [customers.data, chosen]);

  // Nothing chosen yet reads as such, not as the id rule the schema words it by.
  const customerField = form.field('customerId');
  if (customerField.error && values.customerId === '') {
    customerField.error = 'Choose the customer to charge.';
  }
  const cents = dollarsToCents(values.amount);
  const every = readIntervalChoice(values.interval);
  const intervalError =
    messagesOf(form.form.errors.interval)[0] ?? messagesOf(form.form.errors.intervalCount)[0];
  const summary =
    cents !== undefined && cents > 0 && every
      ? `${formatMoney(cents, currency)} ${scheduleLabel(every.interval, every.count, values.plan ? Number(values.installments) || null : null).toLowerCase()}`
      : null;

  return (
    <SchemaFormWithActions
      form={form}
      aria-label="New subscription"
      errorTitle="The subscription was not created"
      onSubmit={async (body, { idempotencyKey }) => {
        const detail = await create.mutateAsync({ body, idempotencyKey });
        notify({
          level: 'success',
          title: detail.subscription.installments ? 'Payment plan created' : 'Subscription created',
          message: `${detail.customer.name} · first charge ${detail.subscription.nextRunDate ?? detail.subscription.startDate}`,
        });
        onCreated(detail);
      }}
      submitLabel={values.plan ? 'Create payment plan' : 'Create subscription'}
      onCancel={onClose}
    >
      <Select
        label="Customer"
        placeholder="Search by name or e-mail"
        required
        searchable
        data={customerOptions}
        filter={({ options }) => options}
        searchValue={search}
        onSearchChange={setSearch}
        nothingFoundMessage={
          customers.isFetching
            ? 'Searching…'
            : 'No customer matches: add them on the Customers page'
        }
        {...customerField}
        onChange={(value, option) => {
          form.form.setFieldValue('customerId', value ?? '');
          setChosen(value && option ? { value, label: option.label } : null);
        }}
        checkIconPosition="right"
      />
      <Textarea
        label="Plan or description"
        description="What the customer is billed for, e.g. Gold plan"
        required
        autosize
        minRows={1}
        maxRows={3}
        maxLength={SUBSCRIPTION_LIMITS.description}
        {...form.field('description')}
      />
      <FieldPair>
        <NumberInput
          label="Amount a charge"
          prefix="$"
          thousandSeparator=","
          decimalScale={2}
          fixedDecimalScale
          min={0.5}
          hideControls
          clampBehavior="none"
          allowNegative={false}
          inputMode="decimal"
          required
          {...form.field('amount')}
        />
        <Select
          label="Interval"
          data={INTERVAL_OPTIONS}
          allowDeselect={false}
          checkIconPosition="right"
          required
          {...form.field('interval')}
          error={form.submitCount > 0 ? intervalError : undefined}
        />
      </FieldPair>
      <FieldPair>
        <DayInput
          label="First charge"
          description="Today or later"
          required
          value={values.startDate}
          minDate={today}
          maxDate={addDays(today, SUBSCRIPTION_LIMITS.maxDaysAhead)}
          onChange={(next) => form.form.setFieldValue('startDate', next)}
          error={form.field('startDate').error}
        />
        <div>
          <Switch
            mt={30}
            label="Payment plan (a fixed number of charges)"
            checked={values.plan}
            onChange={(event) => form.form.setFieldValue('plan', event.currentTarget.checked)}
          />
        </div>
      </FieldPair>
      {values.plan ? (
        <NumberInput
          label="Instalments"
          description={`${SUBSCRIPTION_LIMITS.minInstallments} to ${SUBSCRIPTION_LIMITS.maxInstallments} charges, then it completes`}
          min={SUBSCRIPTION_LIMITS.minInstallments}
          max={SUBSCRIPTION_LIMITS.maxInstallments}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          required
          {...form.field('installments')}
        />
      ) : null}
      <PaymentMethodFields
        legend="Payment method on file"
        form={form}
        prefix="paymentMethod."
        values={values.paymentMethod}
      />
      {summary ? (
        <Text size="sm" c="dimmed" role="status">
          Charges {summary}, from the first charge date.
        </Text>
      ) : null}
    </SchemaFormWithActions>
  );
}
