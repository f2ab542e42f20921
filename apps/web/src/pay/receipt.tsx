import { formatMoney } from '@paydesk/domain/money';
import type { PayPage, PayResult } from '@paydesk/domain/pay';
import { useEffect, useRef } from 'react';
import { textOn } from './pay-rules';

/** The approved payment: what was paid, how, the reference, and where the receipt went. */
export function Receipt({ page, result }: { page: PayPage; result: PayResult }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const receipt = result.receipt;
  if (!receipt) return null;
  const money = (cents: number) => formatMoney(cents, receipt.currency);
  return (
    <section className="pay-card pay-receipt" aria-labelledby="pay-receipt-title">
      <div className="pay-check" aria-hidden="true">
        ✓
      </div>
      <h1 id="pay-receipt-title" ref={heading} tabIndex={-1}>
        {result.message}
      </h1>
      <p className="pay-receipt-amount">{money(receipt.amount)}</p>
      <p className="pay-muted">
        Paid to {receipt.merchantName} for {receipt.title}
      </p>
      {result.successMessage ? (
        <p className="pay-success-message">{result.successMessage}</p>
      ) : null}
      <dl className="pay-receipt-list">
        {receipt.lines.map((line) => (
          <div key={`${line.description}:${line.quantity}:${line.unitAmount}`}>
            <dt>
              {line.description}
              {line.quantity > 1 ? ` × ${line.quantity}` : ''}
            </dt>
            <dd>{money(line.unitAmount * line.quantity)}</dd>
          </div>
        ))}
        <div>
          <dt>Paid with</dt>
          <dd>{receipt.paymentMethod}</dd>
        </div>
        <div>
          <dt>Reference</dt>
          <dd>{receipt.reference}</dd>
        </div>
        <div>
          <dt>Date</dt>
          <dd>{new Date(receipt.paidAt).toLocaleString()}</dd>
        </div>
      </dl>
      {receipt.emailed ? <p className="pay-muted">A receipt was sent to {receipt.email}.</p> : null}
      {result.successUrl ? (
        <a
          className="pay-button"
          href={result.successUrl}
          style={{ background: page.merchant.brandColor, color: textOn(page.merchant.brandColor) }}
        >
          Continue to {page.merchant.name}
        </a>
      ) : null}
    </section>
  );
}
