import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { merchantSearchQueryOptions } from '../api/admin-user-queries';

export interface MerchantPickerProps {
  value: number | undefined;
  onChange: (merchantId: number | undefined) => void;
  error?: ReactNode;
  onBlur?: () => void;
}

/**
 * Chooses a merchant account by id, DBA, owner, e-mail or phone: the admin merchants search
 * (`GET /admin/merchants/list-search`), asked as the admin types.
 */
export function MerchantPicker({ value, onChange, error, onBlur }: MerchantPickerProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  const found = useQuery(merchantSearchQueryOptions(debounced));
  const options = (found.data?.data ?? []).map((merchant) => ({
    value: String(merchant.id),
    label: `${merchant.businessCommonName} / ${merchant.id}`,
  }));
  const data =
    chosen && !options.some((option) => option.value === chosen.value)
      ? [chosen, ...options]
      : options;
  return (
    <Select
      label="Merchant account"
      placeholder="Search by ID, name, owner or e-mail"
      required
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
      onBlur={onBlur}
      filter={({ options: all }) => all}
      nothingFoundMessage={found.isFetching ? 'Searching…' : 'No merchant matches'}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
