import { ActionIcon, Anchor, AppShell, Burger, Button, Group, Text } from '@mantine/core';
import { IconHelpCircle, IconLogout } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { DeferredTooltip } from '../../../shared/components/deferred-tooltip';
import { PaydeskLogo } from '../../../shared/components/paydesk-logo';
import { DeferredAccountMenu } from './deferred-account-menu';

interface MainHeaderProps {
  firstName: string;
  lastName: string;
  email: string;
  accountHref: string;
  drawerOpened: boolean;
  onToggleDrawer: () => void;
  onContactSupport: () => void;
  onLogout: () => void;
}

/** 'Hi, {firstName} {lastName}' (part 1 §2); a neutral greeting until the profile loads. */
export function greeting(firstName: string, lastName: string): string {
  const name = `${firstName} ${lastName}`.trim();
  return name ? `Hi, ${name}` : 'Hi there';
}

export function MainHeader(props: MainHeaderProps) {
  const { firstName, lastName, email, drawerOpened } = props;
  return (
    <AppShell.Header px={{ base: 'sm', sm: 'lg' }} bg="white">
      <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="xs" wrap="nowrap">
          <Burger
            opened={drawerOpened}
            onClick={props.onToggleDrawer}
            hiddenFrom="sm"
            size="sm"
            aria-label={drawerOpened ? 'Close navigation' : 'Open navigation'}
          />
          <Anchor
            component={Link}
            to={paths.home.href()}
            aria-label="Paydesk home"
            underline="never"
          >
            <PaydeskLogo size={28} />
          </Anchor>
        </Group>
        <Group gap="sm" wrap="nowrap">
          <Text fw={500} c="gray.8" visibleFrom="sm" data-testid="greeting">
            {greeting(firstName, lastName)}
          </Text>
          <DeferredTooltip label="Contact Support">
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              onClick={props.onContactSupport}
              aria-label="Contact Support"
            >
              <IconHelpCircle size={20} stroke={1.7} aria-hidden />
            </ActionIcon>
          </DeferredTooltip>
          <DeferredAccountMenu
            email={email}
            fullName={`${firstName} ${lastName}`.trim()}
            accountHref={props.accountHref}
            onContactSupport={props.onContactSupport}
            onLogout={props.onLogout}
          />
          <Button
            variant="default"
            visibleFrom="sm"
            onClick={props.onLogout}
            leftSection={<IconLogout size={16} aria-hidden />}
          >
            Log out
          </Button>
        </Group>
      </Group>
    </AppShell.Header>
  );
}
