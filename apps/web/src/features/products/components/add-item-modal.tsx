import { NumberInput, Select, Stack, Text } from '@mantine/core';
import { formatMoney } from '@paydesk/domain/money';
import { PRICING_LIST_MESSAGES, PRODUCT_LIMITS } from '@paydesk/domain/product-fields';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { newIdempotencyKey } from '../../../shared/api/call-endpoint';
import { FormErrorAlert } from '../../../shared/forms/form-error-alert';
import { FormActions, FormModal } from '../../../shared/forms/form-modal';
import { notify } from '../../../shared/notifications/notify';
import { type PricingListDetail, useReplacePricingListItems } from '../api/pricing-lists-api';
import { productKeys } from '../api/product-keys';
import { getProducts } from '../api/products-api';
import { withItem } from '../utils/pricing-list-form-values';
import { centsToDollars, priceCents } from '../utils/product-form-values';

const ALL_PRODUCTS = { perPage: '100', sort: 'name', page: '1' };

export interface AddItemModalProps {
  opened: boolean;
  onClose: () => void;
  merchantId: number;
  detail: PricingListDetail;
  /** A product already on the list: change its price. */
  editing?: { productId: number; name: string; price: number } | undefined;
}

/** Add a product to the list at a price, or change the list price of one on it. */
export function AddItemModal({ opened, onClose, editing, ...props }: AddItemModalProps) {
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={editing ? `Price of ${editing.name}` : 'Add product'}
    >
      <ItemForm onClose={onClose} editing={editing} {...props} />
    </FormModal>
  );
}

function ItemForm({ onClose, merchantId, detail, editing }: Omit<AddItemModalProps, 'opened'>) {
  const replace = useReplacePricingListItems(merchantId, detail.pricingList.id);
  const products = useQuery({
    queryKey: productKeys.list(merchantId, ALL_PRODUCTS),
    queryFn: ({ signal }) => getProducts(merchantId, ALL_PRODUCTS, signal),
    enabled: !editing,
  });
  const onList = useMemo(() => new Set(detail.items.map((item) => item.productId)), [detail.items]);
  const options = (products.data?.data ?? [])
    .filter((product) => !onList.has(product.id))
    .map((product) => ({
      value: String(product.id),
      label: `${product.name} · ${formatMoney(product.price, product.currency)}${product.active ? '' : ' (inactive)'}`,
    }));
  const [productId, setProductId] = useState<string | null>(
    editing ? String(editing.productId) : null,
  );
  const [price, setPrice] = useState<number | string>(editing ? centsToDollars(editing.price) : '');
  const [problems, setProblems] = useState<{ product?: string; price?: string }>({});
  const [error, setError] = useState<unknown>(null);

  const choose = (value: string | null) => {
    setProductId(value);
    const product = products.data?.data.find((entry) => String(entry.id) === value);
    if (product && price === '') setPrice(centsToDollars(product.price));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const cents = priceCents(price);
    const next: typeof problems = {};
    if (!productId) next.product = 'Choose a product.';
    if (cents === undefined) next.price = PRICING_LIST_MESSAGES.priceRequired;
    else if (!Number.isInteger(cents) || cents < 0 || cents > PRODUCT_LIMITS.maxPriceCents) {
      next.price = PRICING_LIST_MESSAGES.price;
    }
    setProblems(next);
    if (next.product || next.price || cents === undefined) return;
    setError(null);
    try {
      await replace.mutateAsync({
        items: withItem(detail.items, Number(productId), cents),
        idempotencyKey: newIdempotencyKey(),
      });
      notify({
        level: 'success',
        title: editing ? 'Price saved' : 'Product added',
        message: detail.pricingList.name,
      });
      onClose();
    } catch (failure) {
      setError(failure);
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-label={editing ? 'List price' : 'Add product'}
      noValidate
    >
      <Stack gap="sm">
        {error ? (
          <FormErrorAlert
            title="The pricing list could not be saved"
            error={error}
            shownPaths={[]}
          />
        ) : null}
        {editing ? null : (
          <Select
            label="Product"
            placeholder={products.isPending ? 'Loading products…' : 'Choose a product'}
            data={options}
            value={productId}
            onChange={choose}
            searchable
            required
            nothingFoundMessage={
              isApiError(products.error) ? 'The products could not be loaded' : 'No other products'
            }
            error={problems.product}
            data-autofocus
            checkIconPosition="right"
          />
        )}
        <NumberInput
          label="List price"
          prefix="$"
          thousandSeparator=","
          decimalScale={2}
          fixedDecimalScale
          min={0}
          hideControls
          clampBehavior="none"
          allowNegative={false}
          inputMode="decimal"
          required
          value={price}
          onChange={setPrice}
          error={problems.price}
          data-autofocus={editing ? true : undefined}
        />
        {options.length === 0 && !editing && products.isSuccess ? (
          <Text size="sm" c="dimmed">
            Every product is on this list already.
          </Text>
        ) : null}
        <FormActions
          onCancel={onClose}
          pending={replace.isPending}
          submitLabel={editing ? 'Save price' : 'Add product'}
        />
      </Stack>
    </form>
  );
}
