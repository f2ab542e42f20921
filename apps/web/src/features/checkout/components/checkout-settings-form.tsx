import { Button, Checkbox, Group, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import type { CheckoutSettings } from '@paydesk/domain/checkout';
import { BRAND_COLOR_PATTERN, CHECKOUT_LIMITS } from '@paydesk/domain/checkout-fields';
import { useState } from 'react';
import { errorText } from '../../../shared/errors/error-message';
import { ImageUploadField } from '../../../shared/file-uploader/image-upload-field';
import { useFileUrl } from '../../../shared/file-uploader/use-file-url';
import { SchemaForm } from '../../../shared/forms/schema-form';
import { useSchemaForm } from '../../../shared/forms/use-schema-form';
import { notify } from '../../../shared/notifications/notify';
import { useUpdateCheckoutSettings } from '../api/get-checkout-settings';
import { removeLogo } from '../api/remove-logo';
import { settingsFormValues } from '../utils/settings-form-values';
import classes from './checkout.module.css';
import { LogoPreview } from './logo-preview';
import { PayPagePreview } from './pay-page-preview';

const loadSchema = async () =>
  (await import('@paydesk/domain/checkout')).updateCheckoutSettingsSchema;

export interface CheckoutSettingsFormProps {
  merchantId: number;
  settings: CheckoutSettings;
  businessName: string;
}

/**
 * The pay page's settings (brand colour with its swatch, logo, accepted methods within what
 * the account allows, receipts and their reply-to, success URL and message) beside a live
 * preview of the pay page as typed. Saved whole (PUT), with the server's field messages.
 */
export function CheckoutSettingsForm({
  merchantId,
  settings,
  businessName,
}: CheckoutSettingsFormProps) {
  const update = useUpdateCheckoutSettings(merchantId);
  const [uploading, setUploading] = useState(false);
  const form = useSchemaForm({ schema: loadSchema, initialValues: settingsFormValues(settings) });
  const values = form.form.values;
  const logoUrl = useFileUrl(merchantId, values.logoFileId).url;
  const swatch = BRAND_COLOR_PATTERN.test(values.brandColor.trim())
    ? values.brandColor.trim().toLowerCase()
    : settings.brandColor;
  const methodsError = form.messages('acceptCard')[0] ?? form.messages('acceptAch')[0];
  const noMethodAllowed = !settings.allowCardPayment && !settings.allowAchPayment;

  return (
    <div className={classes.settings}>
      <SchemaForm
        form={form}
        aria-label="Pay page settings"
        errorTitle="The settings could not be saved"
        onSubmit={async (body, { idempotencyKey }) => {
          const before = settings.logoFileId;
          await update.mutateAsync({ body, idempotencyKey });
          notify({ level: 'success', title: 'Checkout settings saved', message: businessName });
          // The logo the pay page no longer shows leaves the server.
          if (before && before !== body.logoFileId) {
            await removeLogo(merchantId, before).catch((error: unknown) =>
              notify({
                level: 'error',
                title: 'Error',
                message: errorText(error) ?? 'The old logo could not be removed.',
              }),
            );
          }
        }}
      >
        <div className={classes.colorRow}>
          <input
            type="color"
            className={classes.swatch}
            aria-label="Pick the brand colour"
            value={swatch}
            onChange={(event) => form.form.setFieldValue('brandColor', event.currentTarget.value)}
          />
          <TextInput
            label="Brand colour"
            description="The pay page's header and button, as #rrggbb"
            autoComplete="off"
            spellCheck={false}
            style={{ flex: 1 }}
            {...form.field('brandColor')}
          />
        </div>
        <ImageUploadField
          merchantId={merchantId}
          label="Logo"
          value={values.logoFileId}
          onChange={(fileId) => form.form.setFieldValue('logoFileId', fileId)}
          onUploadingChange={setUploading}
          preview={
            <LogoPreview fileId={values.logoFileId} url={logoUrl} businessName={businessName} />
          }
        />
        <Stack gap={6} role="group" aria-labelledby="accepted-methods">
          <Text id="accepted-methods" size="sm" fw={500}>
            Accepted methods
          </Text>
          <Checkbox
            label="Card"
            disabled={!settings.allowCardPayment}
            description={
              settings.allowCardPayment
                ? undefined
                : 'Card payments are not allowed for this account.'
            }
            {...form.field('acceptCard', { type: 'checkbox' })}
            error={undefined}
          />
          <Checkbox
            label="Bank account (ACH)"
            disabled={!settings.allowAchPayment}
            description={
              settings.allowAchPayment
                ? undefined
                : 'ACH payments are not allowed for this account.'
            }
            {...form.field('acceptAch', { type: 'checkbox' })}
            error={undefined}
          />
          {methodsError ? (
            <Text size="xs" c="var(--mantine-color-error)" role="alert">
              {methodsError}
            </Text>
          ) : null}
          {noMethodAllowed ? (
            <Text size="xs" c="dimmed">
              This account takes neither cards nor ACH: ask support to allow one.
            </Text>
          ) : null}
        </Stack>
        <Switch
          label="E-mail the payer a receipt"
          {...form.field('sendReceipts', { type: 'checkbox' })}
        />
        <TextInput
          label="Receipt reply-to e-mail"
          description="Replies to the receipt go here; empty: your account's contact address"
          type="email"
          autoComplete="off"
          disabled={!values.sendReceipts}
          {...form.field('receiptReplyTo')}
        />
        <TextInput
          label="Success URL"
          description="Optional: where the receipt page's Continue link leads (https://)"
          type="url"
          autoComplete="off"
          placeholder="https://example.com/thanks"
          {...form.field('successUrl')}
        />
        <Textarea
          label="Success message"
          description={`Shown on the receipt page, up to ${CHECKOUT_LIMITS.successMessage} characters`}
          autosize
          minRows={2}
          maxRows={6}
          {...form.field('successMessage')}
        />
        <Group justify="flex-end">
          <Button
            type="button"
            variant="default"
            onClick={() => form.form.reset()}
            disabled={!form.form.isDirty()}
          >
            Discard changes
          </Button>
          <Button type="submit" loading={form.submitting} disabled={uploading}>
            Save settings
          </Button>
        </Group>
      </SchemaForm>
      <div className={classes.previewColumn}>
        <PayPagePreview
          businessName={businessName}
          brandColor={values.brandColor}
          logoUrl={values.logoFileId ? logoUrl : undefined}
          acceptCard={values.acceptCard}
          acceptAch={values.acceptAch}
          successMessage={values.successMessage}
        />
      </div>
    </div>
  );
}
