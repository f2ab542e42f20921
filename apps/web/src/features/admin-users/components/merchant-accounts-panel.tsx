import { Anchor, Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { AdminUser } from '../api/admin-user-queries';

/** A merchant user's accounts with their access and admin flags, each opening its page. */
export function MerchantAccountsPanel({ user }: { user: AdminUser }) {
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          Merchant accounts
        </Title>
        {user.merchants.length === 0 ? (
          <Text size="sm" c="dimmed">
            This user is on no merchant account.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={260}>
            <Table verticalSpacing="sm" aria-label="Merchant accounts">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Merchant</Table.Th>
                  <Table.Th>Access</Table.Th>
                  <Table.Th>Role</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {user.merchants.map((merchant) => (
                  <Table.Tr key={merchant.id}>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={paths.admin.users.merchant.href(user.id, merchant.id)}
                        fw={500}
                      >
                        {merchant.businessCommonName}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {merchant.id}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge
                        variant="light"
                        radius="sm"
                        color={merchant.access === 1 ? 'teal' : 'red'}
                      >
                        {merchant.access === 1 ? 'Access' : 'No access'}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        <Text size="sm">{merchant.isAdmin ? 'Merchant admin' : 'User'}</Text>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
