import { Badge, Box, Button, Card, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconUserMinus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useAdminPermission } from '../../../shared/account/admin-permission-gate';
import { DetailSection } from '../../../shared/detail-page/detail-section';
import { formatShortDate } from '../../../shared/format/dates';
import type { MerchantProfile } from '../api/get-merchant-profile';
import { useMerchantUserAssignments, useMerchantUsers } from '../api/merchant-records';
import { RecordEmpty, RecordError, RecordLoading } from './records/record-states';
import { UnassignDialog, type UnassignTarget } from './records/unassign-dialog';

const nameOf = (u: { firstname: string; lastname: string; email: string }) =>
  `${u.firstname} ${u.lastname}`.trim() || u.email;

/** Last login as the back office shows times (UTC): 'Nov 3, 2026 14:05 UTC'. */
function lastLoginText(iso: string | null): string {
  if (!iso) return 'Never';
  return `${formatShortDate(iso.slice(0, 10))} ${iso.slice(11, 16)} UTC`;
}

function CurrentUsers({ profile }: { profile: MerchantProfile }) {
  const users = useMerchantUsers(profile.id);
  const canUnassign = useAdminPermission('can-view-users') === true;
  const [target, setTarget] = useState<UnassignTarget | null>(null);
  const narrow = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });

  if (users.isPending) return <RecordLoading label="Loading the users…" />;
  if (users.isError)
    return (
      <RecordError
        title="The users could not be loaded"
        error={users.error}
        onRetry={() => void users.refetch()}
      />
    );
  if (users.data.data.length === 0)
    return <RecordEmpty>No portal users are assigned to this merchant.</RecordEmpty>;
  type User = (typeof users.data.data)[number];
  const actionsOf = (user: User, justify: 'flex-start' | 'flex-end') => (
    <Group gap="xs" wrap="nowrap" justify={justify}>
      <Button
        component={Link}
        to={paths.admin.users.detail.href(user.id)}
        size="compact-sm"
        variant="default"
        aria-label={`View ${nameOf(user)}`}
      >
        View
      </Button>
      {canUnassign ? (
        <Button
          size="compact-sm"
          variant="light"
          color="red"
          leftSection={<IconUserMinus size={14} aria-hidden="true" />}
          aria-label={`Unassign ${nameOf(user)}`}
          onClick={() => setTarget({ id: user.id, name: nameOf(user), email: user.email })}
        >
          Unassign
        </Button>
      ) : null}
    </Group>
  );
  const dialog = (
    <UnassignDialog
      merchantId={profile.id}
      merchantName={profile.businessCommonName}
      user={target}
      onClose={() => setTarget(null)}
    />
  );
  if (narrow)
    return (
      <>
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {users.data.data.map((user) => (
            <Card key={user.id} component="li" withBorder radius="md" padding="sm">
              <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                <Text fw={600} size="sm">
                  {nameOf(user)}
                </Text>
                <Badge variant="light" color={user.access === 1 ? 'green' : 'gray'}>
                  {user.access === 1 ? 'Enabled' : 'Disabled'}
                </Badge>
              </Group>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {user.email}
              </Text>
              <Text size="sm" c="dimmed">
                {user.isAdmin ? 'Merchant admin' : 'Merchant user'} · {user.phone ?? 'No phone'} ·
                Last login {lastLoginText(user.lastLogin)}
              </Text>
              <Box mt="sm">{actionsOf(user, 'flex-start')}</Box>
            </Card>
          ))}
        </Stack>
        {dialog}
      </>
    );
  return (
    <>
      <Table.ScrollContainer minWidth={720}>
        <Table verticalSpacing="sm" striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>E-mail</Table.Th>
              <Table.Th>Phone</Table.Th>
              <Table.Th>Last login</Table.Th>
              <Table.Th>Access</Table.Th>
              <Table.Th>Role</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {users.data.data.map((user) => (
              <Table.Tr key={user.id}>
                <Table.Td>{nameOf(user)}</Table.Td>
                <Table.Td>{user.email}</Table.Td>
                <Table.Td>{user.phone ?? '—'}</Table.Td>
                <Table.Td>{lastLoginText(user.lastLogin)}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={user.access === 1 ? 'green' : 'gray'}>
                    {user.access === 1 ? 'Enabled' : 'Disabled'}
                  </Badge>
                </Table.Td>
                <Table.Td>{user.isAdmin ? 'Merchant admin' : 'Merchant user'}</Table.Td>
                <Table.Td>{actionsOf(user, 'flex-end')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {dialog}
    </>
  );
}

function FormerUsers({ merchantId }: { merchantId: number }) {
  const assignments = useMerchantUserAssignments(merchantId);
  if (assignments.isPending) return <RecordLoading label="Loading the former users…" />;
  if (assignments.isError)
    return (
      <RecordError
        title="The former users could not be loaded"
        error={assignments.error}
        onRetry={() => void assignments.refetch()}
      />
    );
  const former = assignments.data.data.filter((row) => !row.assigned);
  if (former.length === 0) return <RecordEmpty>No user has been unassigned.</RecordEmpty>;
  return (
    <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {former.map((row) => (
        <li key={row.id}>
          <Text size="sm">
            <Link to={paths.admin.users.detail.href(row.id)}>{nameOf(row)}</Link> ({row.email}
            {row.isAdmin ? ', merchant admin' : ''}): removed
            {row.removedAt ? ` ${lastLoginText(row.removedAt)}` : ''}
            {row.removedBy ? ` by ${row.removedBy}` : ''}
          </Text>
        </li>
      ))}
    </Stack>
  );
}

/**
 * The Users tab (part 2 §2 "Users"): the merchant's portal users with View (the admin user
 * screen) and Unassign (with a confirmation; can-view-users), and those unassigned before.
 */
export function UsersTab({ profile }: { profile: MerchantProfile }) {
  return (
    <Stack gap="md">
      <DetailSection title="Users">
        <CurrentUsers profile={profile} />
      </DetailSection>
      <DetailSection title="Former users">
        <FormerUsers merchantId={profile.id} />
      </DetailSection>
    </Stack>
  );
}
