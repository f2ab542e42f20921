import { ActionIcon, Checkbox, NumberInput, Select, Stack, Text } from '@mantine/core';
import { formatMoney } from '@paydesk/domain/money';
import { PAYMENT_LINK_LIMITS } from '@paydesk/domain/payment-link-fields';
import { IconTrash } from '@tabler/icons-react';
import type { z } from 'zod';
import type { SchemaFormApi } from '../../../shared/forms/use-schema-form';
import type { LinkFormValues } from '../utils/link-form-values';
import classes from './payment-link-form.module.css';

/** A product the link may sell (an active one of the account). */
export interface ProductOption {
  id: number;
  name: string;
  /** Cents. */
  price: number;
  currency: string;
}

export interface LinkItemsFieldProps {
  form: SchemaFormApi<LinkFormValues, z.ZodType>;
  products: readonly ProductOption[] | undefined;
  loading: boolean;
  /** Why the products could not be read, if they could not. */
  failed: boolean;
}

/**
 * The link's products: add one from the account's active products, then its quantity, and
 * whether the payer may change it (between a minimum and a maximum). Each product once.
 */
export function LinkItemsField({ form, products, loading, failed }: LinkItemsFieldProps) {
  const items = form.form.values.items;
  const chosen = new Set(items.map((item) => item.productId));
  const byId = new Map((products ?? []).map((product) => [product.id, product]));
  const options = (products ?? [])
    .filter((product) => !chosen.has(product.id))
    .map((product) => ({
      value: String(product.id),
      label: `${product.name} · ${formatMoney(product.price, product.currency)}`,
    }));
  const listError = form.messages('items')[0];
  const atLimit = items.length >= PAYMENT_LINK_LIMITS.items;

  return (
    <Stack gap="xs">
      <Select
        label="Add a product"
        placeholder={
          loading
            ? 'Loading products…'
            : failed
              ? 'The products could not be loaded'
              : (products?.length ?? 0) === 0
                ? 'No active products: add one on the Products page'
                : 'Choose a product'
        }
        data={options}
        value={null}
        searchable
        disabled={loading || failed || options.length === 0 || atLimit}
        nothingFoundMessage="No product of that name"
        onChange={(value) => {
          const id = Number(value);
          if (!value || !Number.isSafeInteger(id)) return;
          form.form.insertListItem('items', {
            productId: id,
            quantity: 1,
            adjustableQuantity: false,
            minQuantity: 1,
            maxQuantity: 10,
          });
        }}
        error={listError}
        aria-invalid={listError ? true : undefined}
      />
      {items.length > 0 ? (
        <ul className={classes.items} aria-label="Products on the link">
          {items.map((item, index) => {
            const product = byId.get(item.productId);
            const name = product?.name ?? `Product ${item.productId}`;
            return (
              <li key={item.productId} className={classes.item}>
                <div className={classes.itemHead}>
                  <div>
                    <Text fw={600} size="sm">
                      {name}
                    </Text>
                    {product ? (
                      <Text size="xs" c="dimmed">
                        {formatMoney(product.price, product.currency)} each
                      </Text>
                    ) : null}
                  </div>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove ${name}`}
                    onClick={() => form.form.removeListItem('items', index)}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </div>
                <div className={classes.itemFields}>
                  <NumberInput
                    label="Quantity"
                    min={1}
                    max={PAYMENT_LINK_LIMITS.quantity}
                    allowDecimal={false}
                    allowNegative={false}
                    {...form.field(`items.${index}.quantity`)}
                  />
                  {item.adjustableQuantity ? (
                    <>
                      <NumberInput
                        label="Minimum"
                        min={1}
                        max={PAYMENT_LINK_LIMITS.quantity}
                        allowDecimal={false}
                        allowNegative={false}
                        {...form.field(`items.${index}.minQuantity`)}
                      />
                      <NumberInput
                        label="Maximum"
                        min={1}
                        max={PAYMENT_LINK_LIMITS.quantity}
                        allowDecimal={false}
                        allowNegative={false}
                        {...form.field(`items.${index}.maxQuantity`)}
                      />
                    </>
                  ) : null}
                </div>
                <Checkbox
                  mt={6}
                  label="The payer may change the quantity"
                  {...form.field(`items.${index}.adjustableQuantity`, { type: 'checkbox' })}
                />
              </li>
            );
          })}
        </ul>
      ) : null}
    </Stack>
  );
}
