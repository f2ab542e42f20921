import { Text } from '@mantine/core';
import { formatMoney } from '@paydesk/domain/money';

/** Money with a true minus sign, red when negative (refunds, returns, differences). */
export function SignedAmount({
  cents,
  currency,
  strong,
}: {
  cents: number;
  currency: string;
  strong?: boolean;
}) {
  const negative = cents < 0;
  const text = formatMoney(Math.abs(cents), currency);
  return (
    <Text
      component="span"
      inherit
      fw={strong ? 700 : undefined}
      c={negative ? 'red.9' : undefined}
      style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
    >
      {negative ? `\u2212${text}` : text}
    </Text>
  );
}
