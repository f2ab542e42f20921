import { Anchor, Paper, Text } from '@mantine/core';
import { Outlet } from 'react-router';
import { PaydeskLogo } from '../../shared/components/paydesk-logo';
import classes from './login-layout.module.css';

const SUPPORT_EMAIL = 'support@paydesk.test';

/** The login layout: the wordmark, one centered card, a quiet footer. */
export function LoginLayout() {
  return (
    <div className={classes.page}>
      <header className={classes.header}>
        <PaydeskLogo size={34} />
      </header>
      <main id="main-content" className={classes.main}>
        <Paper className={classes.card} withBorder shadow="md" radius="lg">
          <Outlet />
        </Paper>
      </main>
      <footer className={classes.footer}>
        <Text size="sm" c="dimmed">
          Need help? E-mail{' '}
          <Anchor href={`mailto:${SUPPORT_EMAIL}`} size="sm">
            {SUPPORT_EMAIL}
          </Anchor>
        </Text>
        <Text size="xs" c="dimmed">
          © {new Date().getFullYear()} Paydesk
        </Text>
      </footer>
    </div>
  );
}
