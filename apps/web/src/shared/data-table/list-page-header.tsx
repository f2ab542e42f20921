import { Group, Select, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { selectMerchantAccount } from '../account/select-merchant';
import { accountOptions, type ReportAccount } from '../date-range/report-page-header';
import { PageTitle, pageTitle } from '../page-title/page-title';
import classes from './list-page-header.module.css';

export interface ListPageHeaderProps {
  /** The screen's heading, and the tab's title before the account's name: 'Customers'. */
  title: string;
  /** A line under it: what the list holds, in which time zone. */
  subtitle?: ReactNode;
  /** The user's accounts, for the selector. */
  accounts: readonly ReportAccount[];
  accountId: number;
  /** This screen's typed path for another account (the list's query is kept). */
  accountHref: (accountId: number) => string;
  /** The screen's own buttons, after the selector: 'New customer'. */
  actions?: ReactNode;
}

/**
 * The header of a list screen without a date range (customers, subscriptions, payment links):
 * the title, then the account selector ('name / id', part 1 §2) and the screen's actions.
 * Choosing an account makes it the current one and opens the same list of it.
 */
export function ListPageHeader({
  title,
  subtitle,
  accounts,
  accountId,
  accountHref,
  actions,
}: ListPageHeaderProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const account = accounts.find((entry) => entry.id === accountId);
  const heading = (
    <Title order={1} fz="h2">
      {title}
    </Title>
  );
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <PageTitle title={pageTitle(`${title} · ${account?.businessCommonName ?? accountId}`)} />
      {subtitle ? (
        <div>
          {heading}
          <Text size="sm" c="dimmed">
            {subtitle}
          </Text>
        </div>
      ) : (
        heading
      )}
      <div className={classes.actions}>
        <Select
          label="Account"
          data={accountOptions(accounts)}
          value={String(accountId)}
          onChange={(value) => {
            const id = Number(value);
            if (!Number.isSafeInteger(id) || id === accountId) return;
            selectMerchantAccount(id);
            navigate(`${accountHref(id)}${location.search}`);
          }}
          allowDeselect={false}
          searchable={accounts.length > 6}
          checkIconPosition="right"
          className={classes.account}
        />
        {actions}
      </div>
    </Group>
  );
}
