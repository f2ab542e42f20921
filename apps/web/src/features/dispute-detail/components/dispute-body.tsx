import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import detailPage from '../../../shared/detail-page/detail-page.module.css';
import type { DisputeDetail } from '../api/get-dispute';
import { DisputeHeader } from './dispute-header';
import { DisputeHistory } from './dispute-history';
import { EvidenceSent } from './evidence-sent';
import { MoneyPanel } from './money-panel';
import { TransactionPanel } from './transaction-panel';

interface DisputeBodyProps {
  detail: DisputeDetail;
  timeZone: string;
  /** Where the disputed transaction's number leads (the merchant's page or the back office's). */
  transactionHref: string;
  /** The side column: the answers (the merchant's page) or what the reader may do. */
  aside: ReactNode;
}

/**
 * One dispute's facts, as both pages show them: the header (kind, status, reason, amount,
 * deadline), then the transaction, the money, the evidence sent and the history beside `aside`.
 */
export function DisputeBody({ detail, timeZone, transactionHref, aside }: DisputeBodyProps) {
  const { dispute } = detail;
  return (
    <>
      <DisputeHeader dispute={dispute} timeZone={timeZone} />
      <div className={detailPage.columns}>
        <Stack gap="md">
          <TransactionPanel
            href={transactionHref}
            transaction={detail.transaction}
            timeZone={timeZone}
          />
          <MoneyPanel money={detail.money} currency={dispute.currency} timeZone={timeZone} />
          <EvidenceSent evidence={detail.evidence} timeZone={timeZone} />
          <DisputeHistory history={detail.history} timeZone={timeZone} />
        </Stack>
        <Stack gap="md">{aside}</Stack>
      </div>
    </>
  );
}
