import { NumberInput, Switch, TextInput } from '@mantine/core';
import { PRODUCT_LIMITS } from '@paydesk/domain/product-fields';
import { createProductSchema, updateProductSchema } from '@paydesk/domain/products';
import { useMemo, useState } from 'react';
import type { z } from 'zod';
import { ImageUploadField } from '../../../shared/file-uploader/image-upload-field';
import { DescriptionInput } from '../../../shared/forms/description-input';
import { FieldPair } from '../../../shared/forms/field-pair';
import { FormModal, SchemaFormWithActions } from '../../../shared/forms/form-modal';
import { type SchemaFormApi, useSchemaForm } from '../../../shared/forms/use-schema-form';
import { notify } from '../../../shared/notifications/notify';
import { type Product, useCreateProduct, useUpdateProduct } from '../api/products-api';
import {
  changedProductFields,
  EMPTY_PRODUCT,
  type ProductFormValues,
  productFormValues,
  toCreateInput,
} from '../utils/product-form-values';
import { ProductImage } from './product-image';

export interface ProductFormModalProps {
  opened: boolean;
  onClose: () => void;
  merchantId: number;
  /** The product to edit; none: a new product. */
  product?: Product;
  onSaved: (product: Product) => void;
}

/** New product, or Edit product (prefilled; only the changed fields are sent). */
export function ProductFormModal({ opened, onClose, product, ...props }: ProductFormModalProps) {
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={product ? 'Edit product' : 'New product'}
      size="lg"
    >
      {product ? (
        <EditProductForm product={product} onClose={onClose} {...props} />
      ) : (
        <CreateProductForm onClose={onClose} {...props} />
      )}
    </FormModal>
  );
}

type FormProps = Omit<ProductFormModalProps, 'opened' | 'product'>;

function CreateProductForm({ merchantId, onClose, onSaved }: FormProps) {
  const create = useCreateProduct(merchantId);
  const [uploading, setUploading] = useState(false);
  const form = useSchemaForm({
    schema: createProductSchema,
    initialValues: EMPTY_PRODUCT,
    toInput: toCreateInput,
  });
  return (
    <SchemaFormWithActions
      form={form}
      aria-label="New product"
      errorTitle="The product could not be created"
      onSubmit={async (data, { idempotencyKey }) => {
        const saved = await create.mutateAsync({ ...data, idempotencyKey });
        notify({ level: 'success', title: 'Product created', message: saved.name });
        onSaved(saved);
      }}
      submitLabel="Create product"
      onCancel={onClose}
      submitDisabled={uploading}
    >
      <ProductFields form={form} merchantId={merchantId} onUploadingChange={setUploading} />
    </SchemaFormWithActions>
  );
}

function EditProductForm({
  merchantId,
  onClose,
  onSaved,
  product,
}: FormProps & { product: Product }) {
  const update = useUpdateProduct(merchantId, product.id);
  const [uploading, setUploading] = useState(false);
  const initial = useMemo(() => productFormValues(product), [product]);
  const toInput = useMemo(
    () => (values: ProductFormValues) => changedProductFields(initial, values),
    [initial],
  );
  const form = useSchemaForm({ schema: updateProductSchema, initialValues: initial, toInput });
  return (
    <SchemaFormWithActions
      form={form}
      aria-label="Edit product"
      errorTitle="The product could not be saved"
      onSubmit={async (body, { idempotencyKey }) => {
        const saved = await update.mutateAsync({ body, idempotencyKey });
        notify({ level: 'success', title: 'Product saved', message: saved.name });
        onSaved(saved);
      }}
      submitLabel="Save changes"
      onCancel={onClose}
      submitDisabled={uploading}
    >
      <ProductFields form={form} merchantId={merchantId} onUploadingChange={setUploading} />
    </SchemaFormWithActions>
  );
}

function ProductFields({
  form,
  merchantId,
  onUploadingChange,
}: {
  form: SchemaFormApi<ProductFormValues, z.ZodType>;
  merchantId: number;
  onUploadingChange: (uploading: boolean) => void;
}) {
  const imageError = form.messages('imageFileId')[0];
  const imageFileId = form.form.values.imageFileId;
  return (
    <>
      <TextInput
        label="Name"
        required
        autoComplete="off"
        maxLength={PRODUCT_LIMITS.name + 20}
        data-autofocus
        {...form.field('name')}
      />
      <DescriptionInput
        field={form.field('description')}
        hint="Shown to payers on the pay page"
        maxRows={6}
      />
      <FieldPair>
        <NumberInput
          label="Price"
          prefix="$"
          thousandSeparator=","
          decimalScale={2}
          fixedDecimalScale
          min={0}
          max={PRODUCT_LIMITS.maxPriceCents / 100}
          hideControls
          clampBehavior="none"
          allowNegative={false}
          inputMode="decimal"
          required
          {...form.field('price')}
        />
        <Switch
          label="Active: can be sold on payment links"
          mt={{ base: 0, xs: 30 }}
          {...form.field('active', { type: 'checkbox' })}
        />
      </FieldPair>
      <ImageUploadField
        merchantId={merchantId}
        label="Image"
        value={imageFileId}
        onChange={(fileId) => form.form.setFieldValue('imageFileId', fileId)}
        onUploadingChange={onUploadingChange}
        preview={
          <ProductImage
            merchantId={merchantId}
            fileId={imageFileId}
            alt={imageFileId ? 'Product image' : ''}
          />
        }
        error={imageError}
      />
    </>
  );
}
