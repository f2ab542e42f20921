import {
  MERCHANT_DETAIL_MESSAGES,
  type MerchantDetailType,
} from '@paydesk/domain/merchant-detail-fields';
import type { z } from 'zod';
import type { SubmitHandler } from '../../../shared/forms/use-schema-form';
import { useSchemaForm } from '../../../shared/forms/use-schema-form';
import { notify } from '../../../shared/notifications/notify';
import { type DetailUpdateBody, useUpdateMerchantDetails } from '../api/merchant-details-api';

/** What every part's form takes. */
export interface DetailFormProps<Values> {
  merchantId: number;
  initialValues: Values;
  /** After a save (or Cancel): back to the account's page. */
  onDone: () => void;
}

/**
 * One part's form: the domain schema (imported when the form is first focused), the part's
 * update with the submission's Idempotency-Key, a notice and the way back once saved.
 */
export function useDetailForm<
  T extends MerchantDetailType,
  Values extends Record<string, unknown>,
  Schema extends z.ZodType,
>(type: T, props: DetailFormProps<Values>, schema: () => Promise<Schema>) {
  const update = useUpdateMerchantDetails(props.merchantId, type);
  const form = useSchemaForm<Values, Schema>({ schema, initialValues: props.initialValues });
  const submit: SubmitHandler<Schema> = async (data, { idempotencyKey }) => {
    await update.mutateAsync({ body: data as DetailUpdateBody<T>, idempotencyKey });
    notify({ level: 'success', title: 'Saved', message: MERCHANT_DETAIL_MESSAGES.updated(type) });
    props.onDone();
  };
  return { form, submit };
}
