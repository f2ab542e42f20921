import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import {
  NOTIFICATION_TYPE_LABELS,
  type NotificationType,
  RECORDS_MESSAGES,
} from '@paydesk/domain/admin-merchant-records';
import { isEmail } from '@paydesk/domain/field-checks';
import { IconTrash } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../../../shared/api/api-error';
import { notify } from '../../../../shared/notifications/notify';
import { useChangeSubscription } from '../../api/merchant-records';
import { RecordEmpty } from './record-states';

/** Who receives one type of the merchant's notification e-mails: the list, add and remove. */
export function SubscriptionList({
  merchantId,
  type,
  emails,
}: {
  merchantId: number;
  type: NotificationType;
  emails: readonly string[];
}) {
  const change = useChangeSubscription(merchantId);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const label = NOTIFICATION_TYPE_LABELS[type];

  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = email.trim();
    if (!typed) return setError(RECORDS_MESSAGES.emailRequired);
    if (!isEmail(typed)) return setError(RECORDS_MESSAGES.emailInvalid);
    setError(null);
    change.mutate(
      { type, email: typed, action: 'add' },
      {
        onSuccess: () => setEmail(''),
        onError: (failure) =>
          setError(isApiError(failure) ? failure.message : 'The address could not be added.'),
      },
    );
  };
  const remove = (address: string) =>
    change.mutate(
      { type, email: address, action: 'remove' },
      {
        onError: (failure) =>
          notify({
            level: 'error',
            title: 'The address could not be removed',
            message: isApiError(failure) ? failure.message : 'Please try again.',
          }),
      },
    );

  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        {label}
      </Text>
      {emails.length === 0 ? (
        <RecordEmpty>No one receives these e-mails yet.</RecordEmpty>
      ) : (
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {emails.map((address) => (
            <Group key={address} component="li" gap="xs" wrap="nowrap" justify="space-between">
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {address}
              </Text>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove ${address} from ${label.toLowerCase()}`}
                loading={change.isPending && change.variables?.email === address}
                onClick={() => remove(address)}
              >
                <IconTrash size={16} aria-hidden="true" />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      )}
      <form onSubmit={add} noValidate>
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            type="email"
            size="sm"
            style={{ flex: 1, minWidth: 0 }}
            label={`Add a recipient of ${label.toLowerCase()}`}
            placeholder="name@example.com"
            value={email}
            error={error}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
              setError(null);
            }}
          />
          <Button
            type="submit"
            variant="light"
            mt={25}
            loading={change.isPending && change.variables?.action === 'add'}
          >
            Add
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
