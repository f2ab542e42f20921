import '@mantine/notifications/styles.css';

export { Notifications, notifications } from '@mantine/notifications';
