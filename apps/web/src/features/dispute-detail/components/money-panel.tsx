import { Text } from '@mantine/core';
import type { ChargebackEntry } from '@paydesk/domain/disputes';
import detailPage from '../../../shared/detail-page/detail-page.module.css';
import { DetailSection } from '../../../shared/detail-page/detail-section';
import { formatDateTime } from '../../../shared/format/zoned-dates';
import { signedMoney } from '../utils/dispute-detail-display';
import classes from './dispute-detail.module.css';

/** An amount of the ledger: what left the account reads negative, in red, like a refund. */
function Amount({ cents, currency }: { cents: number; currency: string }) {
  return (
    <Text
      component="span"
      inherit
      c={cents < 0 ? 'red.9' : undefined}
      style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
    >
      {signedMoney(cents, currency)}
    </Text>
  );
}

interface MoneyPanelProps {
  /** The chargeback's ledger entries, oldest first; nothing shows without any. */
  money: readonly ChargebackEntry[];
  currency: string;
  timeZone: string;
}

/**
 * What a chargeback did to the merchant's money: each ledger entry (the debit when it opened,
 * the reversal once won) with its date, and the net effect.
 */
export function MoneyPanel({ money, currency, timeZone }: MoneyPanelProps) {
  if (money.length === 0) return null;
  const net = money.reduce((sum, entry) => sum + entry.amount, 0);
  return (
    <DetailSection title="Money">
      <ol className={detailPage.list} aria-label="Ledger entries">
        {money.map((entry) => (
          <li key={`${entry.at}|${entry.kind}|${entry.amount}`} className={detailPage.listRow}>
            <div>
              <Text size="sm" fw={500}>
                {entry.label}
              </Text>
              <Text size="xs" c="dimmed">
                <time dateTime={entry.at}>{formatDateTime(entry.at, timeZone)}</time>
              </Text>
            </div>
            <Text size="sm" fw={500}>
              <Amount cents={entry.amount} currency={currency} />
            </Text>
          </li>
        ))}
      </ol>
      <div className={`${detailPage.listRow} ${classes.total}`}>
        <Text size="sm" fw={600}>
          Net effect on your account
        </Text>
        <Text size="sm" fw={600}>
          <Amount cents={net} currency={currency} />
        </Text>
      </div>
    </DetailSection>
  );
}
