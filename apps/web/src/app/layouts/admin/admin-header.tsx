import { ActionIcon, Anchor, AppShell, Badge, Burger, Button, Group, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { PaydeskLogo } from '../../../shared/components/paydesk-logo';
import { UserAvatar } from '../../../shared/components/user-avatar';

interface AdminHeaderProps {
  name: string;
  email: string;
  drawerOpened: boolean;
  onToggleDrawer: () => void;
  onLogout: () => void;
}

export function AdminHeader({
  name,
  email,
  drawerOpened,
  onToggleDrawer,
  onLogout,
}: AdminHeaderProps) {
  return (
    <AppShell.Header px={{ base: 'sm', md: 'lg' }} bg="white">
      <Group h="100%" justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <Burger
            opened={drawerOpened}
            onClick={onToggleDrawer}
            hiddenFrom="md"
            size="sm"
            aria-label={drawerOpened ? 'Close navigation' : 'Open navigation'}
          />
          <Anchor
            component={Link}
            to={paths.admin.root.href()}
            aria-label="Back office home"
            underline="never"
          >
            <PaydeskLogo size={28} />
          </Anchor>
          <Badge variant="light" color="gray" radius="sm" visibleFrom="xs">
            Back office
          </Badge>
        </Group>
        <Group gap="sm" wrap="nowrap">
          <Text fw={500} c="gray.8" visibleFrom="sm">
            {name ? `Hi, ${name}` : 'Hi there'}
          </Text>
          <UserAvatar email={email} size={36} />
          <Button
            variant="default"
            visibleFrom="xs"
            onClick={onLogout}
            leftSection={<IconLogout size={16} aria-hidden />}
          >
            Log out
          </Button>
          <ActionIcon
            variant="default"
            size="lg"
            hiddenFrom="xs"
            onClick={onLogout}
            aria-label="Log out"
          >
            <IconLogout size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
    </AppShell.Header>
  );
}
