import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';

interface QuickSearchModalProps {
  opened: boolean;
  onClose: () => void;
  accountId: number | undefined;
}

/** The mobile Search action: looks up transactions of the current account. */
export function QuickSearchModal({ opened, onClose, accountId }: QuickSearchModalProps) {
  const navigate = useNavigate();
  const [term, setTerm] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (accountId === undefined) return;
    onClose();
    navigate(paths.transactions.list.href(accountId, { search: term.trim() }));
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Search" size="md">
      <form onSubmit={submit}>
        <Stack>
          <TextInput
            label="Search transactions"
            description={accountId === undefined ? 'Choose a merchant account first.' : undefined}
            placeholder="Name, e-mail, last 4 digits or amount"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={term}
            onChange={(event) => setTerm(event.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={accountId === undefined}>
              Search
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
