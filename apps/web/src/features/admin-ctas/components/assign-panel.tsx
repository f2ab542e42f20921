import {
  Alert,
  Button,
  FileInput,
  Group,
  List,
  NativeSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { CTA_FILTER_COUNTRIES } from '@paydesk/domain/admin-cta-fields';
import type { CtaMerchantFilter } from '@paydesk/domain/admin-ctas';
import { MERCHANT_STATUSES, PROCESSOR_NAMES } from '@paydesk/domain/merchant-status';
import { IconAlertCircle, IconCheck, IconUpload } from '@tabler/icons-react';
import { type ReactNode, useRef, useState } from 'react';
import { useAdminPermission } from '../../../shared/account/admin-permission-gate';
import { serverFieldErrors } from '../../../shared/forms/field-errors';
import { FormErrorAlert } from '../../../shared/forms/form-error-alert';
import { SubmissionKeys } from '../../../shared/forms/submission-key';
import {
  type CtaFilterQuery,
  useCtaMerchantCount,
  useMerchantSearch,
  usePartnerSearch,
} from '../api/get-ctas';
import {
  type CtaAssignResult,
  useAssignCta,
  useAssignCtaCsv,
  useAssignCtaMerchant,
} from '../api/save-cta';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What an assignment did: how many were assigned, skipped, unknown, e-mailed. */
export function AssignResultAlert({ result }: { result: CtaAssignResult }) {
  return (
    <Alert
      color={result.assigned > 0 ? 'teal' : 'gray'}
      variant="light"
      icon={<IconCheck size={18} aria-hidden />}
      title={
        result.assigned > 0
          ? `Assigned to ${plural(result.assigned, 'merchant')}`
          : 'No merchant was assigned'
      }
      role="status"
    >
      <List size="sm" spacing={2}>
        <List.Item>{plural(result.matched, 'merchant')} matched</List.Item>
        {result.alreadyAssigned > 0 ? (
          <List.Item>
            {plural(result.alreadyAssigned, 'merchant')} already had it (skipped)
          </List.Item>
        ) : null}
        <List.Item>{plural(result.emailsQueued, 'e-mail')} queued</List.Item>
        {result.unknownIds.length > 0 ? (
          <List.Item>Unknown merchant ids: {result.unknownIds.join(', ')}</List.Item>
        ) : null}
      </List>
    </Alert>
  );
}

/** One assignment call: its keys (the same for a retry of the same values), its result. */
function useKeyed<Input>() {
  const keys = useRef(new SubmissionKeys());
  const [result, setResult] = useState<CtaAssignResult | null>(null);
  return {
    result,
    run: async (input: Input, call: (key: string) => Promise<CtaAssignResult>) => {
      setResult(null);
      const answer = await call(keys.current.keyFor(input));
      keys.current.renew();
      setResult(answer);
      return answer;
    },
  };
}

/**
 * Assign a campaign: one merchant (a picker, or its id without can-view-merchant-info), by
 * filter (with the live count of matching merchants) or from a CSV file of ids.
 */
export function AssignPanel({ ctaId, disabled }: { ctaId: number; disabled: boolean }) {
  const [tab, setTab] = useState<string | null>('one');
  return (
    <Tabs value={tab} onChange={setTab} keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="one">One merchant</Tabs.Tab>
        <Tabs.Tab value="filter">By filter</Tabs.Tab>
        <Tabs.Tab value="csv">CSV file</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="one" pt="md">
        <AssignOne ctaId={ctaId} disabled={disabled} />
      </Tabs.Panel>
      <Tabs.Panel value="filter" pt="md">
        <AssignByFilter ctaId={ctaId} disabled={disabled} />
      </Tabs.Panel>
      <Tabs.Panel value="csv" pt="md">
        <AssignCsv ctaId={ctaId} disabled={disabled} />
      </Tabs.Panel>
    </Tabs>
  );
}

function AssignOne({ ctaId, disabled }: { ctaId: number; disabled: boolean }) {
  const canSearch = useAdminPermission('can-view-merchant-info');
  const [merchantId, setMerchantId] = useState<number | undefined>(undefined);
  const assign = useAssignCtaMerchant(ctaId);
  const keyed = useKeyed<number>();
  return (
    <Stack gap="sm" maw={560}>
      {canSearch ? (
        <MerchantPicker value={merchantId} onChange={setMerchantId} />
      ) : (
        <NumberInput
          label="Merchant ID"
          allowDecimal={false}
          allowNegative={false}
          hideControls
          value={merchantId ?? ''}
          onChange={(value) => setMerchantId(typeof value === 'number' ? value : undefined)}
        />
      )}
      <Group>
        <Button
          disabled={disabled || merchantId === undefined}
          loading={assign.isPending}
          onClick={() => {
            if (merchantId === undefined) return;
            keyed
              .run(merchantId, (idempotencyKey) =>
                assign.mutateAsync({ merchantId, idempotencyKey }),
              )
              .catch(() => undefined);
          }}
        >
          Assign
        </Button>
      </Group>
      <FormErrorAlert error={assign.error} title="The merchant was not assigned" />
      {keyed.result ? <AssignResultAlert result={keyed.result} /> : null}
    </Stack>
  );
}

/** A merchant by id, DBA, owner or e-mail (`GET /admin/merchants/list-search`). */
function MerchantPicker({
  value,
  onChange,
}: {
  value: number | undefined;
  onChange: (id: number | undefined) => void;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  const found = useMerchantSearch(debounced);
  const options = (found.data?.data ?? []).map((m) => ({
    value: String(m.id),
    label: `${m.businessCommonName} / ${m.id}`,
  }));
  const data =
    chosen && !options.some((o) => o.value === chosen.value) ? [chosen, ...options] : options;
  return (
    <Select
      label="Merchant account"
      placeholder="Search by ID, name, owner or e-mail"
      searchable
      clearable
      data={data}
      value={value === undefined ? null : String(value)}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(next, option) => {
        setChosen(option ?? null);
        onChange(next ? Number(next) : undefined);
      }}
      filter={({ options: all }) => all}
      nothingFoundMessage={
        debounced === ''
          ? 'Type to search'
          : found.isFetching
            ? 'Searching…'
            : 'No merchant matches'
      }
      comboboxProps={{ withinPortal: true }}
    />
  );
}

const ANY = '';
const statusOptions = [
  { value: ANY, label: 'Any status' },
  ...Object.entries(MERCHANT_STATUSES).map(([value, s]) => ({ value, label: s.label })),
];
const processorOptions = [
  { value: ANY, label: 'Any processor' },
  ...Object.entries(PROCESSOR_NAMES).map(([value, label]) => ({ value, label })),
];
const countryOptions = [
  { value: ANY, label: 'Any country' },
  ...CTA_FILTER_COUNTRIES.map((c) => ({ value: c.code, label: c.label })),
];

/** The filter as the assign call takes it. */
function toFilter(query: CtaFilterQuery): CtaMerchantFilter {
  return {
    ...(query.status ? { status: Number(query.status) } : {}),
    ...(query.processor_id ? { processorId: Number(query.processor_id) as 2 | 3 } : {}),
    ...(query.partner_id ? { partnerId: Number(query.partner_id) } : {}),
    ...(query.country ? { country: query.country } : {}),
  };
}

function AssignByFilter({ ctaId, disabled }: { ctaId: number; disabled: boolean }) {
  const [query, setQuery] = useState<CtaFilterQuery>({});
  const set = (name: keyof CtaFilterQuery) => (value: string) =>
    setQuery((previous) => ({ ...previous, [name]: value }));
  const hasCondition = Object.values(query).some((v) => v);
  const partnerValid = !query.partner_id || /^[1-9]\d{0,9}$/.test(query.partner_id);
  const count = useCtaMerchantCount(ctaId, query, hasCondition && partnerValid);
  const assign = useAssignCta(ctaId);
  const keyed = useKeyed<CtaMerchantFilter>();
  const toAssign = count.data ? count.data.count - count.data.alreadyAssigned : 0;
  let countText: ReactNode =
    'Choose at least one condition: status, processor, partner or country.';
  if (hasCondition && !partnerValid) countText = 'A partner id is a whole number.';
  else if (hasCondition && count.isError)
    countText = 'The matching merchants could not be counted.';
  else if (hasCondition && count.data)
    countText = `${plural(count.data.count, 'merchant')} match; ${plural(
      count.data.alreadyAssigned,
      'merchant',
    )} already ${count.data.alreadyAssigned === 1 ? 'has' : 'have'} it.`;
  else if (hasCondition) countText = 'Counting the matching merchants…';
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" maw={720}>
        <NativeSelect
          label="Status"
          data={statusOptions}
          value={query.status ?? ANY}
          onChange={(e) => set('status')(e.currentTarget.value)}
        />
        <NativeSelect
          label="Processor"
          data={processorOptions}
          value={query.processor_id ?? ANY}
          onChange={(e) => set('processor_id')(e.currentTarget.value)}
        />
        <PartnerField value={query.partner_id ?? ''} onChange={set('partner_id')} />
        <NativeSelect
          label="Country"
          data={countryOptions}
          value={query.country ?? ANY}
          onChange={(e) => set('country')(e.currentTarget.value)}
        />
      </SimpleGrid>
      <Text size="sm" role="status" aria-live="polite" data-testid="cta-filter-count">
        {countText}
      </Text>
      <Group>
        <Button
          disabled={disabled || !hasCondition || !count.data || toAssign <= 0 || count.isFetching}
          loading={assign.isPending}
          onClick={() => {
            const filter = toFilter(query);
            keyed
              .run(filter, (idempotencyKey) => assign.mutateAsync({ filter, idempotencyKey }))
              .catch(() => undefined);
          }}
        >
          {toAssign > 0 ? `Assign to ${plural(toAssign, 'merchant')}` : 'Assign'}
        </Button>
      </Group>
      <FormErrorAlert error={assign.error} title="The merchants were not assigned" />
      {keyed.result ? <AssignResultAlert result={keyed.result} /> : null}
    </Stack>
  );
}

/** The partner of the filter: a search with can-view-partners, else its id. */
function PartnerField({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const canSearch = useAdminPermission('can-view-partners');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  const found = usePartnerSearch(debounced);
  if (!canSearch) {
    return (
      <NumberInput
        label="Partner ID"
        allowDecimal={false}
        allowNegative={false}
        hideControls
        value={value}
        onChange={(next) => onChange(typeof next === 'number' ? String(next) : '')}
      />
    );
  }
  const options = (found.data ?? []).map((p) => ({ value: String(p.id), label: p.name }));
  const data =
    chosen && !options.some((o) => o.value === chosen.value) ? [chosen, ...options] : options;
  return (
    <Select
      label="Partner"
      placeholder="Any partner"
      searchable
      clearable
      data={data}
      value={value || null}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(next, option) => {
        setChosen(option ?? null);
        onChange(next ?? '');
      }}
      filter={({ options: all }) => all}
      nothingFoundMessage={found.isFetching ? 'Searching…' : 'No partner matches'}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

function AssignCsv({ ctaId, disabled }: { ctaId: number; disabled: boolean }) {
  const [file, setFile] = useState<File | null>(null);
  const assign = useAssignCtaCsv(ctaId);
  const keyed = useKeyed<string>();
  const refused = serverFieldErrors(assign.error, 'file');
  return (
    <Stack gap="sm" maw={560}>
      <FileInput
        label="CSV file of merchant ids"
        description="The first line is the header merchant_id, then one id a line; 2 MB at most."
        placeholder="Choose a .csv file"
        accept=".csv,text/csv"
        clearable
        value={file}
        onChange={setFile}
        leftSection={<IconUpload size={16} aria-hidden />}
      />
      <Group>
        <Button
          disabled={disabled || !file}
          loading={assign.isPending}
          onClick={() => {
            if (!file) return;
            keyed
              .run(`${file.name}:${file.size}:${file.lastModified}`, (idempotencyKey) =>
                assign.mutateAsync({ file, idempotencyKey }),
              )
              .catch(() => undefined);
          }}
        >
          Upload and assign
        </Button>
      </Group>
      {refused.length > 0 ? (
        <Alert
          color="red"
          variant="light"
          title="The file was refused"
          icon={<IconAlertCircle size={18} aria-hidden />}
        >
          <List size="sm" spacing={2}>
            {refused.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        </Alert>
      ) : (
        <FormErrorAlert error={assign.error} title="The file was not assigned" />
      )}
      {keyed.result ? <AssignResultAlert result={keyed.result} /> : null}
    </Stack>
  );
}
