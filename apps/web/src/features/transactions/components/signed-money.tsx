import { Text } from '@mantine/core';
import { formatMoney } from '@paydesk/domain/money';

export interface SignedMoneyProps {
  cents: number;
  currency: string;
  /** Larger figures (the detail's header) keep the colour rule. */
  size?: string;
  fw?: number;
}

/**
 * Money with its sign: refunds, returns and fees taken back read negative, in red, with a
 * true minus sign (not a hyphen), so they stand out from sales in a column of amounts.
 */
export function SignedMoney({ cents, currency, size, fw }: SignedMoneyProps) {
  const negative = cents < 0;
  const text = formatMoney(Math.abs(cents), currency);
  return (
    <Text
      component="span"
      inherit={size === undefined}
      size={size}
      fw={fw}
      c={negative ? 'red.9' : undefined}
      style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
    >
      {negative ? `\u2212${text}` : text}
    </Text>
  );
}
