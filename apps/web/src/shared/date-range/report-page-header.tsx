import { Button, Group, Loader, Paper, Text, Title } from '@mantine/core';
import { checkCustomRange } from '@paydesk/domain/date-picker-rules';
import type { DatePreset, IsoDate } from '@paydesk/domain/date-presets';
import { type ReactNode, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { DeferredSelect } from '../components/deferred-select';
import { DateField } from './date-field';
import { DeferredQuickDatesMenu } from './deferred-quick-dates-menu';
import classes from './report-page-header.module.css';
import { type ReportRangeState, useReportRange } from './use-report-range';

export interface ReportAccount {
  id: number;
  businessCommonName: string;
}

/** A choice listed first in the account selector, beside the accounts ('All accounts'). */
export interface ReportExtraOption {
  /** Its value in the selector: not an account id ('all'). */
  value: string;
  label: string;
  /** The report's typed path for it. */
  href: string;
  /** It is what the report shows now (`accountId` is then undefined). */
  selected: boolean;
}

export interface ReportPageHeaderProps {
  title: string;
  accounts: readonly ReportAccount[];
  accountId: number | undefined;
  /** The typed path of this report for another account (the id in the path is swapped). */
  accountHref: (accountId: number) => string;
  /** Called before navigating to another account (e.g. to save the selection). */
  onAccountChange?: (accountId: number) => void;
  /** One more choice before the accounts, e.g. 'All accounts' for a user with several. */
  extraOption?: ReportExtraOption;
  presets: readonly DatePreset[];
  timeZone: string;
  /** Shows the 'loading' text while the report fetches. */
  loading: boolean;
  /** Report-specific controls shown first in the toolbar, e.g. a report switcher. */
  leading?: ReactNode;
  /** A line under the title, e.g. what the figures cover. */
  subtitle?: ReactNode;
  /** Reports compared with the same days a year earlier span a year at most. */
  withinOneYear?: boolean;
  /**
   * The account hrefs already carry the query (the back office's `?merchantid=`), so switching
   * does not append the current search again.
   */
  hrefsCarrySearch?: boolean;
  /** No account selector (a report over the whole platform). */
  hideAccount?: boolean;
  /** No quick dates, From, To or Apply (a report of the current state, not of a range). */
  hideRange?: boolean;
  /** Buttons beside the account selector, e.g. Schedule. */
  actions?: ReactNode;
  /** A line under the toolbar, e.g. how fresh the figures are. */
  footnote?: ReactNode;
}

/** Accounts by business name, then id, labelled 'name / id' (part 1 §2). */
export function accountOptions(accounts: readonly ReportAccount[]) {
  return [...accounts]
    .sort(
      (a, b) =>
        a.businessCommonName.localeCompare(b.businessCommonName, 'en', { sensitivity: 'base' }) ||
        a.id - b.id,
    )
    .map((account) => ({
      value: String(account.id),
      label: `${account.businessCommonName} / ${account.id}`,
    }));
}

/**
 * The report page header of part 1 §2, shared by every report: title, account selector,
 * quick dates, From and To pickers, Apply, and a 'loading' text. The range lives in the URL.
 */
export function ReportPageHeader(props: ReportPageHeaderProps) {
  const report = useReportRange(props.timeZone, props.presets, {
    withinOneYear: props.withinOneYear,
  });
  const navigate = useNavigate();
  const location = useLocation();

  const extra = props.extraOption;
  const search = props.hrefsCarrySearch ? '' : location.search;
  const switchAccount = (value: string | null) => {
    if (extra && value === extra.value) {
      if (!extra.selected) navigate(`${extra.href}${search}`);
      return;
    }
    const id = Number(value);
    if (!Number.isSafeInteger(id) || id === props.accountId) return;
    props.onAccountChange?.(id);
    navigate(`${props.accountHref(id)}${search}`);
  };

  return (
    <header className={classes.header}>
      <div className={classes.titleRow}>
        <div className={classes.titleGroup}>
          <Group gap="sm" align="center" wrap="nowrap">
            <Title order={1} fz="h2" className={classes.title}>
              {props.title}
            </Title>
            <Group gap={6} aria-live="polite" className={classes.loading}>
              {props.loading ? (
                <>
                  <Loader size={14} type="oval" aria-hidden />
                  <Text size="sm" c="dimmed">
                    loading
                  </Text>
                </>
              ) : null}
            </Group>
          </Group>
          {props.subtitle ? (
            <Text size="sm" c="dimmed" mt={2}>
              {props.subtitle}
            </Text>
          ) : null}
        </div>
        <Group gap="sm" align="flex-end" className={classes.accountGroup}>
          {props.hideAccount ? null : (
            <DeferredSelect
              className={classes.account}
              label="Account"
              data={
                extra
                  ? [{ value: extra.value, label: extra.label }, ...accountOptions(props.accounts)]
                  : accountOptions(props.accounts)
              }
              value={
                extra?.selected
                  ? extra.value
                  : props.accountId === undefined
                    ? null
                    : String(props.accountId)
              }
              onChange={switchAccount}
              allowDeselect={false}
              searchable={props.accounts.length > 6}
              limit={props.accounts.length > 200 ? 100 : undefined}
              nothingFoundMessage="No account matches"
              checkIconPosition="right"
              comboboxProps={{ shadow: 'md' }}
            />
          )}
          {props.actions}
        </Group>
      </div>
      {props.hideRange && !props.leading ? null : (
        <Paper withBorder p="md" radius="lg" className={classes.toolbar}>
          {props.leading ? <div className={classes.leading}>{props.leading}</div> : null}
          {props.hideRange ? null : (
            <>
              <div className={classes.quick}>
                <DeferredQuickDatesMenu
                  presets={props.presets}
                  preset={report.preset}
                  label={report.label}
                  range={report.range}
                  today={report.today}
                  onPreset={report.setPreset}
                  onCustomRange={report.setCustomRange}
                  withinOneYear={report.withinOneYear}
                />
              </div>
              <RangeFields key={`${report.range.from}|${report.range.to}`} report={report} />
            </>
          )}
        </Paper>
      )}
      {props.footnote}
    </header>
  );
}

/** From, To and Apply: a draft of the range until Apply puts it in the URL. */
function RangeFields({ report }: { report: ReportRangeState }) {
  const [from, setFrom] = useState<IsoDate | null>(report.range.from);
  const [to, setTo] = useState<IsoDate | null>(report.range.to);
  const [error, setError] = useState<string | null>(null);
  const changed = from !== report.range.from || to !== report.range.to;

  useEffect(() => {
    if (from && to) setError(null);
  }, [from, to]);

  const apply = () => {
    const check = checkCustomRange(from, to, report.today, {
      withinOneYear: report.withinOneYear,
    });
    if (!check.ok) {
      setError(check.message);
      return;
    }
    report.setCustomRange(check.range);
  };

  return (
    <>
      <div className={classes.date}>
        <DateField
          field="from"
          label="From"
          value={from}
          other={to}
          today={report.today}
          onChange={setFrom}
          externalError={!from ? error : null}
          withinOneYear={report.withinOneYear}
        />
      </div>
      <div className={classes.date}>
        <DateField
          field="to"
          label="To"
          value={to}
          other={from}
          today={report.today}
          onChange={setTo}
          externalError={!to ? error : null}
          withinOneYear={report.withinOneYear}
        />
      </div>
      <div className={classes.apply}>
        <Button onClick={apply} variant={changed ? 'filled' : 'light'} fullWidth>
          Apply
        </Button>
        {error && from && to ? (
          <Text size="xs" c="var(--mantine-color-error)" role="alert" mt={4}>
            {error}
          </Text>
        ) : null}
      </div>
    </>
  );
}
