import { Alert, Button, Card, Divider, Group, Progress, Stack, Text, Title } from '@mantine/core';
import type { MerchantAccount } from '@paydesk/domain/merchant-account';
import { formatMoney } from '@paydesk/domain/money';
import { IconAlertCircle, IconSettings, IconTrendingUp } from '@tabler/icons-react';
import { Link } from 'react-router';
import { CopyIdButton } from '../../../shared/components/copy-id-button';
import { DeferredTooltip } from '../../../shared/components/deferred-tooltip';
import { StatusPill } from '../../../shared/components/status-pill';
import { formatShortDate } from '../../../shared/format/dates';
import { formatRate } from '../../../shared/format/numbers';
import type { ContactType } from '../api/get-contact-type';
import type { MerchantRates } from '../api/get-merchant-rates';
import { monthlyLimitUsage, reachedLimits } from '../utils/limits';
import classes from './dashboard-cards.module.css';

export interface AccountPanelProps {
  account: MerchantAccount;
  rates: MerchantRates | undefined;
  contactType: ContactType | undefined;
  settingsHref: string;
  onRequestLimitIncrease: () => void;
}

function address(account: MerchantAccount): string[] {
  const cityLine = [
    account.businessCity,
    [account.businessState, account.businessZip].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
  return [
    account.businessAddress1,
    account.businessAddress2,
    cityLine,
    account.businessCountry,
  ].filter((line) => line.trim());
}

const maskEin = (ein: string) => (ein.length >= 4 ? `••-•••${ein.slice(-4)}` : '–');
const kindName = (kind: 'card' | 'ach') => (kind === 'ach' ? 'ACH' : 'card');

/** Overview header, details list, limits (with the error box) and the account's buttons. */
export function AccountPanel({
  account,
  rates,
  contactType,
  settingsHref,
  onRequestLimitIncrease,
}: AccountPanelProps) {
  const reached = reachedLimits(account);
  const money = (cents: number) => formatMoney(cents, account.currency);
  const limitText = (cents: number | null) => (cents === null ? 'No limit' : money(cents));
  const usage = monthlyLimitUsage(account);
  // Only merchant admins see the owners (GET /merchants/{id} leaves them out for other users).
  const owner = account.contacts?.owners[0];

  return (
    <Card padding="lg" component="section" aria-labelledby="account-panel-title">
      <Stack gap="md">
        <div>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Title id="account-panel-title" order={2} fz="lg" lh={1.3}>
              {account.businessCommonName}
            </Title>
            <DeferredTooltip label={`Status since ${formatShortDate(account.statusSince)}`}>
              <StatusPill
                merchantStatus={account.status}
                processorId={account.processorId}
                data-testid="merchant-status"
              />
            </DeferredTooltip>
          </Group>
          <Group gap={4} mt={2}>
            <Text size="sm" c="dimmed">
              Merchant ID {account.id}
            </Text>
            <CopyIdButton value={account.id} label="Copy merchant ID" />
          </Group>
        </div>

        {reached.length > 0 ? (
          <Alert
            color="red"
            variant="light"
            radius="md"
            icon={<IconAlertCircle size={18} aria-hidden />}
            title={`Monthly ${reached.map((entry) => kindName(entry.kind)).join(' and ')} limit reached`}
            role="alert"
          >
            <Text size="sm">
              {reached
                .map(
                  (entry) =>
                    `This month's ${kindName(entry.kind)} volume, ${money(entry.used)}, has reached the monthly limit of ${limitText(entry.limit)}.`,
                )
                .join(' ')}{' '}
              New payments may be declined until the limit resets next month or is raised.
            </Text>
          </Alert>
        ) : null}

        <dl className={classes.details}>
          <dt>Legal name</dt>
          <dd>{account.businessLegalName || '–'}</dd>
          <dt>EIN</dt>
          <dd>{maskEin(account.businessEin)}</dd>
          <dt>Address</dt>
          <dd>
            {address(account).map((line) => (
              <span key={line} style={{ display: 'block' }}>
                {line}
              </span>
            ))}
          </dd>
          {owner ? (
            <>
              <dt>Owner</dt>
              <dd>
                {owner.first_name} {owner.last_name}
              </dd>
            </>
          ) : null}
          {contactType ? (
            <>
              <dt>Your role</dt>
              <dd>{contactType}</dd>
            </>
          ) : null}
          <dt>Processor</dt>
          <dd>{account.processorName}</dd>
          {rates ? (
            <>
              <dt>Card pricing</dt>
              <dd>{formatRate(rates.cardPercentBps, rates.cardFixedCents, account.currency)}</dd>
              <dt>ACH pricing</dt>
              <dd>
                {formatRate(rates.achPercentBps, rates.achFixedCents, account.currency)}
                {rates.achCapCents !== null ? `, capped at ${money(rates.achCapCents)}` : ''}
              </dd>
            </>
          ) : null}
          <dt>Bank account</dt>
          <dd>
            {account.bankAccountNumberLastFour ? `•••• ${account.bankAccountNumberLastFour}` : '–'}
          </dd>
          <dt>Currency</dt>
          <dd>{account.currency}</dd>
          <dt>Time zone</dt>
          <dd>{account.timezone.replaceAll('_', ' ')}</dd>
          <dt>Customer since</dt>
          <dd>{formatShortDate(account.createdAt)}</dd>
        </dl>

        <Divider />

        <Stack gap="sm">
          <Text size="xs" fw={600} c="dimmed" className={classes.sectionLabel}>
            Monthly limits
          </Text>
          {usage.map((entry) => (
            <div key={entry.kind}>
              <Group justify="space-between" gap="xs" mb={4}>
                <Text size="sm" fw={500}>
                  {entry.label}
                </Text>
                <Text size="xs" c={entry.reached ? 'var(--mantine-color-error)' : 'dimmed'}>
                  {money(entry.used)} of {limitText(entry.limit)}
                </Text>
              </Group>
              <Progress
                size="sm"
                radius="xl"
                value={entry.limit === null ? 0 : entry.percent}
                color={entry.reached ? 'red' : entry.percent >= 80 ? 'yellow' : 'paydesk'}
                aria-label={`${entry.label} volume this month against the monthly limit`}
              />
            </div>
          ))}
          <Text size="xs" c="dimmed">
            Per transaction: card {limitText(account.limits.ccPerTransactionLimit)}, ACH{' '}
            {limitText(account.limits.achPerTransactionLimit)}. Refund line of credit:{' '}
            {limitText(account.limits.ccRefundLineOfCredit)}.
          </Text>
        </Stack>

        <Group gap="xs" grow preventGrowOverflow={false} wrap="wrap">
          <Button
            leftSection={<IconTrendingUp size={16} aria-hidden />}
            onClick={onRequestLimitIncrease}
            variant={reached.length > 0 ? 'filled' : 'light'}
          >
            Request Limit Increase
          </Button>
          <Button
            component={Link}
            to={settingsHref}
            variant="default"
            leftSection={<IconSettings size={16} aria-hidden />}
          >
            Account settings
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
