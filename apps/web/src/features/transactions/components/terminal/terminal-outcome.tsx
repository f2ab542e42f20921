import { Anchor, Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { formatMoney } from '@paydesk/domain/money';
import { RESPONSE_CODES, type ResponseCode } from '@paydesk/domain/transaction-fields';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import type { TerminalPaymentResult } from '../../api/take-payment';
import classes from './terminal.module.css';

export interface TerminalOutcomeProps {
  result: TerminalPaymentResult;
  /** Back to the form, the card fields emptied, the rest kept. */
  onTryAgain: () => void;
  /** A new, empty form. */
  onAnother: () => void;
  onClose: () => void;
}

/** The processor's answer: approved with what was charged, or declined with why. */
export function TerminalOutcome({ result, onTryAgain, onAnother, onClose }: TerminalOutcomeProps) {
  const t = result.transaction;
  const amount = formatMoney(t.grossAmount, t.currency);
  const payer = [t.cardBrand, t.accountNumber].filter(Boolean).join(' ');
  const card = t.method === 'card';
  if (result.approved) {
    return (
      <Stack gap="sm" align="center" className={classes.result} role="status" py="md">
        <ThemeIcon size={56} radius="xl" color="teal" variant="light">
          <IconCircleCheck size={32} aria-hidden />
        </ThemeIcon>
        <Text fw={700} size="lg">
          Payment approved
        </Text>
        <Text size="xl" fw={700}>
          {amount}
        </Text>
        <Text size="sm">
          {payer}
          {t.accountholderName ? ` · ${t.accountholderName}` : ''}
        </Text>
        <Text size="xs" c="dimmed">
          {t.transNumber}
          {t.authCode ? ` · Auth code ${t.authCode}` : ''}
        </Text>
        <Anchor
          component={Link}
          to={paths.transactions.detail.href(t.merchantId, t.id)}
          underline="always"
          size="sm"
        >
          View this payment
        </Anchor>
        <Group justify="center" gap="xs" mt="sm">
          <Button variant="default" onClick={onClose}>
            Done
          </Button>
          <Button onClick={onAnother}>Take another payment</Button>
        </Group>
      </Stack>
    );
  }
  const meaning = RESPONSE_CODES[t.responseCode as ResponseCode] ?? t.responseCodeDesc;
  return (
    <Stack gap="sm" align="center" className={classes.result} role="alert" py="md">
      <ThemeIcon size={56} radius="xl" color="red" variant="light">
        <IconCircleX size={32} aria-hidden />
      </ThemeIcon>
      <Text fw={700} size="lg">
        Payment declined
      </Text>
      <Text size="sm">
        {amount} {payer ? `on ${payer}` : ''}: the {card ? 'card issuer' : 'bank'} answered{' '}
        <Text span ff="monospace" fw={700}>
          {t.responseCode}
        </Text>{' '}
        {meaning}.
      </Text>
      {result.message && !result.message.includes(meaning) ? (
        <Text size="sm" c="dimmed" maw={420}>
          {result.message}
        </Text>
      ) : null}
      <Text size="xs" c="dimmed">
        No money was taken. {t.transNumber}
      </Text>
      <Group justify="center" gap="xs" mt="sm">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
        <Button onClick={onTryAgain}>{card ? 'Try another card' : 'Try another account'}</Button>
      </Group>
    </Stack>
  );
}
