import { Button, Group, Menu, Stack, Text, Title, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { CopyIdButton } from '../../../shared/components/copy-id-button';
import { StatusPill } from '../../../shared/components/status-pill';
import { formatDateTime } from '../../../shared/format/zoned-dates';
import type { MerchantProfile } from '../api/get-merchant-profile';
import { AccountActions } from './actions/account-actions';
import { ADMIN_TIME_ZONE } from './profile-format';

/**
 * The profile's header (part 2 §2): created date, DBA, the status pill with its 'Status
 * since' tooltip, the merchant id with copy, the account actions the admin may take (part 2
 * §6), and the quick actions to the merchant's reports.
 */
export function ProfileHeader({ profile }: { profile: MerchantProfile }) {
  const since = formatDateTime(profile.currentStatusDate, ADMIN_TIME_ZONE);
  const r = paths.admin.reports;
  const query = { merchantid: profile.id };
  return (
    <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
      <Stack gap={4} style={{ minWidth: 0 }}>
        <Text size="sm" c="dimmed">
          Created {formatDateTime(profile.createdAt, ADMIN_TIME_ZONE)}
        </Text>
        <Group gap="sm" wrap="wrap">
          <Title order={1} fz="h2" style={{ overflowWrap: 'anywhere' }}>
            {profile.businessCommonName}
          </Title>
          <Tooltip
            label={`Status since ${since}`}
            withArrow
            events={{ hover: true, focus: true, touch: true }}
          >
            <StatusPill
              merchantStatus={profile.status}
              processorId={profile.processorId}
              tabIndex={0}
              data-testid="merchant-status"
            />
          </Tooltip>
        </Group>
        <VisuallyHidden>Status since {since}</VisuallyHidden>
        <Group gap={4}>
          <Text size="sm" c="dimmed">
            Merchant ID {profile.id}
          </Text>
          <CopyIdButton value={profile.id} label="Copy merchant ID" />
        </Group>
      </Stack>
      <Group gap="xs" wrap="wrap">
        <AccountActions profile={profile} />
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button variant="light" rightSection={<IconChevronDown size={16} aria-hidden />}>
              Quick actions
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item component={Link} to={r.transactionDetails.href(query)}>
              Transaction details
            </Menu.Item>
            <Menu.Item component={Link} to={r.payouts.href(query)}>
              Payouts
            </Menu.Item>
            <Menu.Item component={Link} to={r.disputes.href(query)}>
              Disputes
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Group>
  );
}
