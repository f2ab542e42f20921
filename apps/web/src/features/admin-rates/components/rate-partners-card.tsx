import { Button, Group, List, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconLink, IconUnlink } from '@tabler/icons-react';
import { useState } from 'react';
import { newIdempotencyKey } from '../../../shared/api/call-endpoint';
import { DetailSection } from '../../../shared/detail-page/detail-section';
import { FormErrorAlert } from '../../../shared/forms/form-error-alert';
import { notify } from '../../../shared/notifications/notify';
import type { Rate } from '../api/save-rate';
import { useLinkRate } from '../api/save-rate';
import { usePartnerSearch } from '../api/search-partners';

/**
 * The partners that may use the rate (none linked: every partner may), each with Unlink, and
 * a picker of partners (searched as typed) to link another.
 */
export function RatePartnersCard({ rate }: { rate: Rate }) {
  const link = useLinkRate(rate.id);
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<string | null>(null);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [debounced] = useDebouncedValue(search, 250);
  const found = usePartnerSearch(debounced, pickerOpen || debounced !== '');
  const linkedIds = new Set(rate.partners.map((p) => p.id));
  const options = (found.data ?? [])
    .filter((p) => !linkedIds.has(p.id))
    .map((p) => ({ value: String(p.id), label: p.name }));

  const send = async (partnerId: number, linked: boolean, name: string) => {
    await link.mutateAsync({ partnerId, linked, idempotencyKey: newIdempotencyKey() });
    notify({
      level: 'success',
      title: linked ? 'Partner linked' : 'Partner unlinked',
      message: name,
    });
  };

  return (
    <DetailSection title="Partners">
      <Stack gap="md">
        {rate.partners.length === 0 ? (
          <Text size="sm" c="dimmed">
            Linked to no partner: every partner may use this rate.
          </Text>
        ) : (
          <List listStyleType="none" spacing="xs" aria-label="Linked partners">
            {rate.partners.map((partner) => (
              <List.Item key={partner.id}>
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Text size="sm" fw={500}>
                    {partner.name}
                  </Text>
                  <Button
                    variant="default"
                    size="compact-sm"
                    leftSection={<IconUnlink size={14} aria-hidden />}
                    aria-label={`Unlink ${partner.name}`}
                    loading={link.isPending && link.variables?.partnerId === partner.id}
                    onClick={() => void send(partner.id, false, partner.name).catch(() => {})}
                  >
                    Unlink
                  </Button>
                </Group>
              </List.Item>
            ))}
          </List>
        )}
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select
            label="Link a partner"
            placeholder="Search partners"
            searchable
            clearable
            data={options}
            value={picked}
            onChange={setPicked}
            searchValue={search}
            onSearchChange={setSearch}
            onDropdownOpen={() => setPickerOpen(true)}
            nothingFoundMessage={found.isFetching ? 'Searching…' : 'No partner found'}
            filter={({ options: all }) => all}
            style={{ flex: '1 1 14rem' }}
          />
          <Button
            leftSection={<IconLink size={16} aria-hidden />}
            disabled={picked === null}
            loading={link.isPending && link.variables?.linked === true}
            onClick={() => {
              const partner = options.find((o) => o.value === picked);
              if (!partner) return;
              void send(Number(partner.value), true, partner.label)
                .then(() => {
                  setPicked(null);
                  setSearch('');
                })
                .catch(() => {});
            }}
          >
            Link partner
          </Button>
        </Group>
        <FormErrorAlert
          error={link.error}
          title="The partners could not be changed"
          shownPaths={[]}
        />
      </Stack>
    </DetailSection>
  );
}
