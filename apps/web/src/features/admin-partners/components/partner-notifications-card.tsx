import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { FIELD_MESSAGES, isEmail } from '@paydesk/domain/field-checks';
import { IconTrash } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { newIdempotencyKey } from '../../../shared/api/call-endpoint';
import { usePartnerNotifications } from '../api/get-partner';
import { useChangePartnerNotification } from '../api/save-partner';

/** The partner's notification e-mail addresses: listed, added and removed. */
export function PartnerNotificationsCard({ partnerId }: { partnerId: number }) {
  const list = usePartnerNotifications(partnerId);
  const change = useChangePartnerNotification(partnerId);
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const trimmed = email.trim();
  const problem =
    trimmed === '' ? FIELD_MESSAGES.required : isEmail(trimmed) ? null : FIELD_MESSAGES.email;
  const add = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem) return;
    change.mutate(
      { action: 'add', email: trimmed, idempotencyKey: newIdempotencyKey() },
      {
        onSuccess: () => {
          setEmail('');
          setTouched(false);
        },
      },
    );
  };
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          Notification e-mails
        </Title>
        <Text size="sm" c="dimmed">
          These addresses hear about the partner's merchants.
        </Text>
        {list.error ? (
          <Alert color="red" title="The addresses could not be loaded">
            <Button size="xs" variant="light" onClick={() => void list.refetch()}>
              Retry
            </Button>
          </Alert>
        ) : list.data === undefined ? (
          <Text size="sm" c="dimmed" role="status">
            Loading…
          </Text>
        ) : list.data.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            No notification e-mails yet.
          </Text>
        ) : (
          <Stack
            component="ul"
            gap={4}
            aria-label="Notification e-mails"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
          >
            {list.data.data.map((row) => (
              <Group component="li" key={row.email} justify="space-between" wrap="nowrap">
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {row.email}
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${row.email}`}
                  loading={change.isPending && change.variables?.email === row.email}
                  onClick={() =>
                    change.mutate({
                      action: 'remove',
                      email: row.email,
                      idempotencyKey: newIdempotencyKey(),
                    })
                  }
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        )}
        <form noValidate onSubmit={add} aria-label="Add a notification e-mail">
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              label="E-mail to notify"
              type="email"
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              onBlur={() => setTouched(trimmed !== '')}
              error={touched ? problem : null}
              style={{ flex: '1 1 220px' }}
            />
            <Button
              type="submit"
              mt={25}
              loading={change.isPending && change.variables?.action === 'add'}
            >
              Add
            </Button>
          </Group>
        </form>
        {change.error ? (
          <Text size="sm" c="red" role="alert">
            {change.error.message}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
