import { NumberInput, TextInput } from '@mantine/core';
import { PAYMENT_LINK_LIMITS } from '@paydesk/domain/payment-link-fields';
import type { z } from 'zod';
import { DescriptionInput } from '../../../shared/forms/description-input';
import { FieldPair } from '../../../shared/forms/field-pair';
import type { SchemaFormApi } from '../../../shared/forms/use-schema-form';

/** The new and edit forms of a link: both hold these fields under these names. */
type LinkForm = SchemaFormApi<unknown, z.ZodType>;

/** What the payer reads at the top of the pay page: the link's title and description. */
export function LinkTextFields({ form, titleHint }: { form: LinkForm; titleHint?: string }) {
  return (
    <>
      <TextInput
        label="Title"
        description={titleHint}
        required
        autoComplete="off"
        data-autofocus
        maxLength={PAYMENT_LINK_LIMITS.title}
        {...form.field('title')}
      />
      <DescriptionInput field={form.field('description')} />
    </>
  );
}

/** When the link stops: its last day and its payment limit, each with what leaving it empty means. */
export function LinkLimitFields({
  form,
  hints,
}: {
  form: LinkForm;
  hints: { expiresAt: string; maxPayments: string };
}) {
  return (
    <FieldPair>
      <TextInput
        type="date"
        label="Expires after"
        description={hints.expiresAt}
        {...form.field('expiresAt')}
      />
      <NumberInput
        label="Payment limit"
        description={hints.maxPayments}
        min={1}
        max={PAYMENT_LINK_LIMITS.maxPayments}
        allowDecimal={false}
        allowNegative={false}
        {...form.field('maxPayments')}
      />
    </FieldPair>
  );
}
