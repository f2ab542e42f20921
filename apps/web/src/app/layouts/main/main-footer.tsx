import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import classes from './main-layout.module.css';

/** Footer of the main layout: a support link and Privacy & Terms (part 1 §2). */
export function MainFooter({ onContactSupport }: { onContactSupport: () => void }) {
  return (
    <footer className={classes.footer}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          © {new Date().getFullYear()} Paydesk
        </Text>
        <Group gap="lg">
          <Anchor
            component="button"
            type="button"
            onClick={onContactSupport}
            size="sm"
            c="dimmed"
            className={classes.footerLink}
          >
            Support
          </Anchor>
          <Anchor
            component={Link}
            to={paths.aboutUs.href()}
            size="sm"
            c="dimmed"
            className={classes.footerLink}
          >
            Privacy &amp; Terms
          </Anchor>
        </Group>
      </Group>
    </footer>
  );
}
