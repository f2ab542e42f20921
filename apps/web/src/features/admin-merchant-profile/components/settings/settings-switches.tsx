import { Checkbox, Group, Stack, Switch, Text } from '@mantine/core';
import {
  MERCHANT_TOGGLE_KEYS,
  MERCHANT_TOGGLES,
  type MerchantToggle,
  SETTINGS_CARD_BRANDS,
  type SettingsCardBrand,
} from '@paydesk/domain/admin-merchant-settings';
import { useState } from 'react';
import { newIdempotencyKey } from '../../../../shared/api/call-endpoint';
import { errorText, FALLBACK_ERROR_TEXT } from '../../../../shared/errors/error-message';
import { notify } from '../../../../shared/notifications/notify';
import {
  type MerchantSettings,
  useCardBrand,
  useMerchantToggle,
  useUpdatePaymentSettings,
} from '../../api/merchant-settings';

const failed = (title: string) => (failure: unknown) =>
  notify({ level: 'error', title, message: errorText(failure) ?? FALLBACK_ERROR_TEXT });

/**
 * The toggles of part 2 §4 (Services tab): one switch each, sent at once (the merchant portal
 * follows on its next request); read only without `canEdit`.
 */
export function MerchantToggles({
  settings,
  canEdit,
}: {
  settings: MerchantSettings;
  canEdit: boolean;
}) {
  const toggle = useMerchantToggle(settings.id);
  const [busy, setBusy] = useState<MerchantToggle | null>(null);
  const change = async (key: MerchantToggle, enabled: boolean) => {
    setBusy(key);
    try {
      await toggle.mutateAsync({ toggle: key, enabled, idempotencyKey: newIdempotencyKey() });
      notify({
        level: 'success',
        title: 'Merchant updated',
        message: `${MERCHANT_TOGGLES[key].label} turned ${enabled ? 'on' : 'off'}.`,
      });
    } catch (failure) {
      failed(`${MERCHANT_TOGGLES[key].label} was not changed`)(failure);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {MERCHANT_TOGGLE_KEYS.map((key) => (
        <li key={key}>
          <Switch
            label={MERCHANT_TOGGLES[key].label}
            description={MERCHANT_TOGGLES[key].description}
            checked={settings.toggles[key]}
            disabled={!canEdit || busy !== null}
            onChange={(event) => void change(key, event.currentTarget.checked)}
          />
        </li>
      ))}
    </Stack>
  );
}

/** Card and ACH payments (POST settings): two switches sent together. */
export function PaymentSwitches({
  settings,
  canEdit,
}: {
  settings: MerchantSettings;
  canEdit: boolean;
}) {
  const update = useUpdatePaymentSettings(settings.id);
  const send = (body: MerchantSettings['settings']) =>
    update
      .mutateAsync({ body, idempotencyKey: newIdempotencyKey() })
      .then(() =>
        notify({ level: 'success', title: 'Merchant updated', message: 'Payment methods saved.' }),
      )
      .catch(failed('Payment methods were not changed'));
  return (
    <Stack gap="sm" mb="sm">
      <Switch
        label="Card payments"
        checked={settings.settings.allow_card_payment}
        disabled={!canEdit || update.isPending}
        onChange={(event) =>
          void send({ ...settings.settings, allow_card_payment: event.currentTarget.checked })
        }
      />
      <Switch
        label="ACH payments"
        checked={settings.settings.allow_ach_payment}
        disabled={!canEdit || update.isPending}
        onChange={(event) =>
          void send({ ...settings.settings, allow_ach_payment: event.currentTarget.checked })
        }
      />
    </Stack>
  );
}

/** Card brands (GET/POST/DELETE card-brands/{brand}): a checkbox each, ticked when taken. */
export function CardBrandChips({
  settings,
  canEdit,
}: {
  settings: MerchantSettings;
  canEdit: boolean;
}) {
  const brand = useCardBrand(settings.id);
  const set = (name: SettingsCardBrand, enabled: boolean) =>
    brand
      .mutateAsync({ brand: name, enabled, idempotencyKey: newIdempotencyKey() })
      .then(() =>
        notify({
          level: 'success',
          title: 'Merchant updated',
          message: `${name} ${enabled ? 'accepted' : 'no longer accepted'}.`,
        }),
      )
      .catch(failed(`${name} was not changed`));
  return (
    <Stack gap="xs">
      <Group gap="md" role="group" aria-label="Card brands">
        {SETTINGS_CARD_BRANDS.map((name) => (
          <Checkbox
            key={name}
            label={name}
            checked={settings.cardBrands.includes(name)}
            disabled={!canEdit || brand.isPending}
            onChange={(event) => void set(name, event.currentTarget.checked)}
          />
        ))}
      </Group>
      <Text size="xs" c="dimmed">
        The merchant takes the brands ticked.
      </Text>
    </Stack>
  );
}
