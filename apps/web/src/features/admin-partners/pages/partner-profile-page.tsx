import {
  Alert,
  Button,
  Card,
  Group,
  Modal,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { AdminPermissionGate } from '../../../shared/account/admin-permission-gate';
import { isApiError } from '../../../shared/api/api-error';
import { BackLink } from '../../../shared/detail-page/detail-page-parts';
import { formatShortDate } from '../../../shared/format/dates';
import { notify } from '../../../shared/notifications/notify';
import { PageTitle, pageTitle } from '../../../shared/page-title/page-title';
import { type Partner, usePartner } from '../api/get-partner';
import { useSetPartnerStatus } from '../api/save-partner';
import { PartnerEditModal } from '../components/partner-edit-modal';
import { PartnerMerchantsCard } from '../components/partner-merchants-card';
import { PartnerNotificationsCard } from '../components/partner-notifications-card';
import { PartnerStatusPill } from '../components/partner-status-pill';

/**
 * /admin/partners/:id/profile (part 2 §2): the partner's header with its status and
 * Activate/Deactivate, its details (Edit), notification e-mails and merchants with their volume
 * and residuals.
 */
export function PartnerProfilePage() {
  return (
    <AdminPermissionGate permission="can-view-partners">
      <PartnerProfile />
    </AdminPermissionGate>
  );
}

function PartnerProfile() {
  const raw = useParams().id ?? '';
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : 0;
  const query = usePartner(id);
  const back = <BackLink to={paths.admin.partners.list.href()} label="Partners" />;
  if (id === 0 || (isApiError(query.error) && query.error.status === 404)) {
    return (
      <Stack gap="lg">
        <PageTitle title={pageTitle('Partner not found')} />
        {back}
        <Title order={1} fz="h2">
          Partner not found
        </Title>
        <Text c="dimmed">The link may be incomplete, or the partner may not exist.</Text>
      </Stack>
    );
  }
  if (query.error) {
    return (
      <Stack gap="lg">
        <PageTitle title={pageTitle('Partner')} />
        {back}
        <Title order={1} fz="h2">
          Partner
        </Title>
        <Alert color="red" title="The partner could not be loaded">
          <Button size="xs" variant="light" onClick={() => void query.refetch()}>
            Retry
          </Button>
        </Alert>
      </Stack>
    );
  }
  if (!query.data) {
    return (
      <Stack gap="lg" aria-busy="true">
        <PageTitle title={pageTitle('Partner')} />
        {back}
        <Text role="status" size="sm" c="dimmed">
          Loading the partner…
        </Text>
        <Skeleton h={90} radius="lg" />
        <Skeleton h={220} radius="lg" />
      </Stack>
    );
  }
  const partner = query.data;
  return (
    <Stack gap="lg">
      <PageTitle title={pageTitle(`${partner.name} · Partner`)} />
      {back}
      <PartnerHeader partner={partner} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <PartnerDetailsCard partner={partner} />
        <PartnerNotificationsCard partnerId={partner.id} />
      </SimpleGrid>
      <PartnerMerchantsCard partnerId={partner.id} />
    </Stack>
  );
}

function PartnerHeader({ partner }: { partner: Partner }) {
  const [confirming, setConfirming] = useState(false);
  const change = useSetPartnerStatus(partner.id);
  const active = partner.status === 1;
  const verb = active ? 'Deactivate' : 'Activate';
  const confirm = () =>
    change.mutate(
      { status: active ? 0 : 1 },
      {
        onSuccess: (saved) => {
          setConfirming(false);
          notify({
            level: 'success',
            title: saved.status === 1 ? 'Partner activated' : 'Partner deactivated',
            message: saved.name,
          });
        },
      },
    );
  return (
    <Card withBorder radius="lg" padding="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Partner #{partner.id}
          </Text>
          <Group gap="sm" align="center">
            <Title order={1} fz="h2" style={{ overflowWrap: 'anywhere' }}>
              {partner.name}
            </Title>
            <PartnerStatusPill status={partner.status} />
          </Group>
          <Text size="sm" c="dimmed">
            {partner.merchants} merchants · {partner.activeMerchants} active · since{' '}
            {formatShortDate(partner.createdAt)}
          </Text>
        </div>
        <Button
          variant={active ? 'light' : 'filled'}
          color={active ? 'red' : undefined}
          onClick={() => setConfirming(true)}
        >
          {verb}
        </Button>
      </Group>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={`${verb} ${partner.name}?`}
      >
        <Stack gap="md">
          <Text size="sm">
            {active
              ? 'The partner will be shown as inactive. Its merchants are not changed.'
              : 'The partner will be shown as active again.'}
          </Text>
          {change.error ? (
            <Text size="sm" c="red" role="alert">
              {change.error.message}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button color={active ? 'red' : undefined} loading={change.isPending} onClick={confirm}>
              {verb}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}

function PartnerDetailsCard({ partner }: { partner: Partner }) {
  const [editing, setEditing] = useState(false);
  const rows: [string, string][] = [
    ['Contact', `${partner.firstName} ${partner.lastName}`.trim() || '—'],
    ['E-mail', partner.email],
    ['Tax ID/EIN', partner.taxId ?? '—'],
    ['Website', partner.website ?? '—'],
    ['Phone', partner.phone ?? '—'],
    ['Created', formatShortDate(partner.createdAt)],
  ];
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="h4">
            Details
          </Title>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPencil size={14} aria-hidden />}
            onClick={() => setEditing(true)}
          >
            Edit
          </Button>
        </Group>
        <dl style={{ margin: 0 }}>
          {rows.map(([label, value]) => (
            <Group key={label} justify="space-between" gap="md" py={4} wrap="nowrap">
              <Text component="dt" size="sm" c="dimmed">
                {label}
              </Text>
              <Text component="dd" size="sm" m={0} ta="right" style={{ overflowWrap: 'anywhere' }}>
                {value}
              </Text>
            </Group>
          ))}
        </dl>
      </Stack>
      {editing ? (
        <PartnerEditModal partner={partner} opened={editing} onClose={() => setEditing(false)} />
      ) : null}
    </Card>
  );
}
