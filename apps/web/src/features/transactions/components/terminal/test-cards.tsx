import { Button, Code, Table, Text } from '@mantine/core';
import { formatCardNumber } from '../../../../shared/payment-method/card-entry';
import type { PaymentInfo } from '../../api/take-payment';
import classes from './terminal.module.css';

export interface TestCardsProps {
  method: 'card' | 'ach';
  info: PaymentInfo;
  onUseCard: (number: string) => void;
  onUseBankAccount: (routingNumber: string, accountNumber: string) => void;
}

/**
 * Payments here go to a simulated processor: numbers that are always approved or declined,
 * behind a small disclosure, each with a button that fills it in.
 */
export function TestCards({ method, info, onUseCard, onUseBankAccount }: TestCardsProps) {
  const cards = method === 'card';
  return (
    <details className={classes.disclosure}>
      <summary>{cards ? 'Test cards' : 'Test bank accounts'}</summary>
      <Text size="xs" c="dimmed" mt={6} mb={4}>
        This is a simulated processor: these numbers always get the answer shown. Use any future
        expiry and any security code.
      </Text>
      <Table fz="xs" verticalSpacing={4} horizontalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{cards ? 'Card' : 'Routing / account'}</Table.Th>
            <Table.Th scope="col">Answer</Table.Th>
            <Table.Th scope="col">
              <span className={classes.srOnly}>Use</span>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {cards
            ? info.testCards.map((card) => (
                <Table.Tr key={card.number}>
                  <Table.Td>
                    <Code className={classes.nowrap}>{formatCardNumber(card.number)}</Code>
                    <Text span size="xs" c="dimmed" ml={6}>
                      {card.brand}
                    </Text>
                  </Table.Td>
                  <Table.Td>{card.outcome}</Table.Td>
                  <Table.Td>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      aria-label={`Use ${card.brand} ${card.number.slice(-4)} (${card.outcome})`}
                      onClick={() => onUseCard(card.number)}
                    >
                      Use
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))
            : info.testBankAccounts.map((account) => (
                <Table.Tr key={account.accountNumber}>
                  <Table.Td>
                    <Code className={classes.nowrap}>
                      {account.routingNumber} / {account.accountNumber}
                    </Code>
                  </Table.Td>
                  <Table.Td>{account.outcome}</Table.Td>
                  <Table.Td>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      aria-label={`Use account ${account.accountNumber.slice(-4)} (${account.outcome})`}
                      onClick={() => onUseBankAccount(account.routingNumber, account.accountNumber)}
                    >
                      Use
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
        </Table.Tbody>
      </Table>
    </details>
  );
}
