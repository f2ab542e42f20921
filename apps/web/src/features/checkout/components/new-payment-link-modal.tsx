import { NumberInput, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { formatMoney } from '@paydesk/domain/money';
import type { PaymentLinkAmountType } from '@paydesk/domain/payment-link-fields';
import { useMemo } from 'react';
import { FormModal, SchemaFormWithActions } from '../../../shared/forms/form-modal';
import { useSchemaForm } from '../../../shared/forms/use-schema-form';
import { notify } from '../../../shared/notifications/notify';
import { useActiveProducts, usePricingLists } from '../api/get-active-products';
import type { PaymentLink } from '../api/get-payment-link';
import { useCreatePaymentLink } from '../api/save-payment-link';
import { AMOUNT_TYPE_LABELS } from '../utils/link-display';
import { EMPTY_LINK, type LinkFormValues, toCreateInput } from '../utils/link-form-values';
import { LinkLimitFields, LinkTextFields } from './link-fields';
import { LinkItemsField } from './link-items-field';
import classes from './payment-link-form.module.css';

const loadSchema = async () =>
  (await import('@paydesk/domain/payment-links')).createPaymentLinkSchema;

const AMOUNT_TYPES = Object.entries(AMOUNT_TYPE_LABELS).map(([value, label]) => ({ value, label }));

export interface NewPaymentLinkModalProps {
  opened: boolean;
  onClose: () => void;
  merchantId: number;
  /** The account's zone: the expiry day ends at its midnight. */
  timeZone: string;
  onCreated: (link: PaymentLink) => void;
}

/** New payment link: products (with quantity rules and an optional pricing list), a fixed amount or an open one; expiry; a payment limit. */
export function NewPaymentLinkModal({ opened, onClose, ...props }: NewPaymentLinkModalProps) {
  return (
    <FormModal opened={opened} onClose={onClose} title="New payment link" size="lg">
      <NewLinkForm onClose={onClose} {...props} />
    </FormModal>
  );
}

function NewLinkForm({
  merchantId,
  timeZone,
  onClose,
  onCreated,
}: Omit<NewPaymentLinkModalProps, 'opened'>) {
  const create = useCreatePaymentLink(merchantId);
  const products = useActiveProducts(merchantId);
  const pricingLists = usePricingLists(merchantId);
  const toInput = useMemo(
    () => (values: LinkFormValues) => toCreateInput(values, timeZone),
    [timeZone],
  );
  const form = useSchemaForm({ schema: loadSchema, initialValues: EMPTY_LINK, toInput });
  const values = form.form.values;
  const productList = products.data;
  const total = useMemo(() => {
    if (values.amountType !== 'items' || !productList) return undefined;
    const prices = new Map(productList.map((product) => [product.id, product]));
    let sum = 0;
    for (const item of values.items) {
      const product = prices.get(item.productId);
      if (!product) return undefined;
      sum += product.price * (Number(item.quantity) || 0);
    }
    return { cents: sum, currency: productList[0]?.currency ?? 'USD' };
  }, [values.amountType, values.items, productList]);

  return (
    <SchemaFormWithActions
      form={form}
      aria-label="New payment link"
      errorTitle="The payment link could not be created"
      onSubmit={async (data, { idempotencyKey }) => {
        const link = await create.mutateAsync({ ...data, idempotencyKey });
        notify({ level: 'success', title: 'Payment link created', message: link.title });
        onCreated(link);
      }}
      submitLabel="Create link"
      onCancel={onClose}
    >
      <LinkTextFields form={form} titleHint="What the payer sees at the top of the page" />
      <Stack gap={4}>
        <Text size="sm" fw={500} id="link-amount-type">
          What the payer pays
        </Text>
        <SegmentedControl
          aria-labelledby="link-amount-type"
          data={AMOUNT_TYPES}
          value={values.amountType}
          onChange={(value) =>
            form.form.setFieldValue('amountType', value as PaymentLinkAmountType)
          }
          fullWidth
        />
      </Stack>
      {values.amountType === 'items' ? (
        <>
          <LinkItemsField
            form={form}
            products={productList}
            loading={products.isPending}
            failed={products.isError}
          />
          {(pricingLists.data?.length ?? 0) > 0 ? (
            <Select
              label="Pricing list"
              description="Optional: sell at a pricing list's prices instead of the products' own"
              placeholder="The products' own prices"
              data={(pricingLists.data ?? []).map((list) => ({
                value: String(list.id),
                label: list.name,
              }))}
              clearable
              {...form.field('pricingListId')}
              value={values.pricingListId || null}
              onChange={(value) => form.form.setFieldValue('pricingListId', value ?? '')}
            />
          ) : null}
          {total && values.items.length > 0 && !values.pricingListId ? (
            <div className={classes.total}>
              <span>Total at these quantities</span>
              <span>{formatMoney(total.cents, total.currency)}</span>
            </div>
          ) : null}
        </>
      ) : values.amountType === 'fixed' ? (
        <NumberInput
          label="Amount"
          description="In dollars, from $0.50 to $100,000.00"
          required
          prefix="$"
          decimalScale={2}
          fixedDecimalScale
          thousandSeparator=","
          allowNegative={false}
          {...form.field('amount')}
        />
      ) : (
        <Text size="sm" c="dimmed">
          The payer types the amount on the page (from $0.50 to $100,000.00).
        </Text>
      )}
      <LinkLimitFields
        form={form}
        hints={{
          expiresAt: 'Optional: the last day it takes payments',
          maxPayments: 'Optional: it stops after this many payments',
        }}
      />
    </SchemaFormWithActions>
  );
}
