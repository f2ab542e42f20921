import { Alert, Button, Group, NativeSelect, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { MISC_MESSAGES } from '@paydesk/domain/admin-merchant-misc';
import { IconDownload, IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { useAdminPermission } from '../../../../shared/account/admin-permission-gate';
import { newIdempotencyKey } from '../../../../shared/api/call-endpoint';
import { DetailSection } from '../../../../shared/detail-page/detail-section';
import { notify } from '../../../../shared/notifications/notify';
import {
  downloadMerchantScheduledTransactions,
  type MerchantMiscState,
  useClientPickList,
  useMerchantMisc,
  useSetMerchantClient,
  useSetSmallDollar,
} from '../../api/merchant-misc';
import { MerchantHashDialog } from './merchant-hash-dialog';
import { failureText } from './misc-errors';

const failed = (error: unknown) =>
  notify({ level: 'error', title: 'Error', message: failureText(error) });

/** The Misc. tab's settings: client, small-dollar transactions, merchant hash, scheduled transactions. */
export function MiscSettingsSection({ merchantId }: { merchantId: number }) {
  const misc = useMerchantMisc(merchantId);
  return (
    <DetailSection title="Settings">
      {misc.isPending ? (
        <Stack gap="sm" aria-busy="true" aria-label="Loading the settings">
          <Skeleton height={36} />
          <Skeleton height={24} />
        </Stack>
      ) : misc.isError ? (
        <Alert color="red" variant="light" title="The settings could not be loaded">
          <Group gap="xs">
            <Text size="sm">{failureText(misc.error)}</Text>
            <Button size="xs" variant="default" onClick={() => void misc.refetch()}>
              Try again
            </Button>
          </Group>
        </Alert>
      ) : (
        <Stack gap="lg">
          <ClientPicker merchantId={merchantId} state={misc.data} />
          <SmallDollarSwitch merchantId={merchantId} state={misc.data} />
        </Stack>
      )}
    </DetailSection>
  );
}

function ClientPicker({ merchantId, state }: { merchantId: number; state: MerchantMiscState }) {
  const clients = useClientPickList();
  const save = useSetMerchantClient(merchantId);
  const current = state.client ? String(state.client.id) : '';
  const [chosen, setChosen] = useState<string | null>(null);
  const value = chosen ?? current;
  const options = [
    { value: '', label: 'None' },
    ...(clients.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
    // The current client stays listed while the list loads.
    ...(state.client && !clients.data ? [{ value: current, label: state.client.name }] : []),
  ];
  const submit = () =>
    save.mutate(
      { client: value === '' ? null : Number(value), idempotencyKey: newIdempotencyKey() },
      {
        onSuccess: (next) => {
          setChosen(null);
          notify({
            level: 'success',
            title: MISC_MESSAGES.clientUpdated,
            message: next.client
              ? `The client is now ${next.client.name}.`
              : 'The merchant has no client now.',
          });
        },
        onError: failed,
      },
    );
  return (
    <Group align="flex-end" gap="xs" wrap="wrap">
      <NativeSelect
        label="Client"
        description="The segment this merchant is reported under."
        data={options}
        value={value}
        onChange={(event) => setChosen(event.currentTarget.value)}
        disabled={clients.isPending && !state.client}
        error={clients.isError ? 'The clients could not be loaded.' : undefined}
        style={{ flex: '1 1 220px', maxWidth: 360 }}
      />
      <Button onClick={submit} loading={save.isPending} disabled={value === current}>
        Save client
      </Button>
    </Group>
  );
}

function SmallDollarSwitch({
  merchantId,
  state,
}: {
  merchantId: number;
  state: MerchantMiscState;
}) {
  const toggle = useSetSmallDollar(merchantId);
  const checked = toggle.isPending
    ? (toggle.variables?.enabled ?? state.smallDollarTransaction)
    : state.smallDollarTransaction;
  return (
    <Switch
      label="Small-dollar transactions"
      description="Whether this merchant is set up for small-dollar transactions; the change shows in History."
      checked={checked}
      disabled={toggle.isPending}
      onChange={(event) =>
        toggle.mutate(
          { enabled: event.currentTarget.checked },
          {
            onSuccess: (next) =>
              notify({
                level: 'success',
                title: 'Merchant updated',
                message: next.smallDollarTransaction
                  ? MISC_MESSAGES.smallDollarOn
                  : MISC_MESSAGES.smallDollarOff,
              }),
            onError: failed,
          },
        )
      }
    />
  );
}

/** Merchant hash (with can-view-merchant-hash) and the scheduled-transactions download. */
export function MiscToolsSection({ merchantId }: { merchantId: number }) {
  const canViewHash = useAdminPermission('can-view-merchant-hash') === true;
  const [hashOpen, setHashOpen] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadMerchantScheduledTransactions(merchantId);
    } catch (error) {
      failed(error);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <DetailSection title="Tools">
      <Stack gap="md">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Stack gap={2} style={{ flex: '1 1 240px' }}>
            <Text size="sm" fw={600}>
              Merchant hash
            </Text>
            <Text size="sm" c="dimmed">
              {canViewHash
                ? 'The key the merchant signs its requests with. Every view is audited.'
                : 'Viewing the merchant hash needs the View merchant hash permission.'}
            </Text>
          </Stack>
          {canViewHash ? (
            <Button
              variant="default"
              leftSection={<IconKey size={16} aria-hidden />}
              onClick={() => setHashOpen(true)}
            >
              View merchant hash
            </Button>
          ) : null}
        </Group>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Stack gap={2} style={{ flex: '1 1 240px' }}>
            <Text size="sm" fw={600}>
              Scheduled transactions
            </Text>
            <Text size="sm" c="dimmed">
              Every run of the merchant's subscriptions and payment plans: paid, failed, skipped and
              scheduled (CSV).
            </Text>
          </Stack>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={downloading}
            onClick={() => void download()}
          >
            Download scheduled transactions
          </Button>
        </Group>
      </Stack>
      <MerchantHashDialog
        opened={hashOpen}
        onClose={() => setHashOpen(false)}
        merchantId={merchantId}
      />
    </DetailSection>
  );
}
