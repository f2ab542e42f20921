import { DEFAULT_PAGE_SIZE } from '@paydesk/domain/list-params';
import {
  PAYMENT_LINK_COLUMNS,
  PAYMENT_LINK_DEFAULT_SORT,
  PAYMENT_LINK_STATE_LABELS,
  type PaymentLinkColumn,
} from '@paydesk/domain/payment-link-fields';
import { IconLink } from '@tabler/icons-react';
import { StatusPill } from '../../../shared/components/status-pill';
import { countCell, moneyCell } from '../../../shared/data-table/cell-renderers';
import { defineListScreen } from '../../../shared/data-table/list-screen-spec';
import { formatShortDate } from '../../../shared/format/dates';
import type { PaymentLinkRow } from '../api/get-payment-links';
import { AMOUNT_TYPE_LABELS, linkAmountText, linkStatus } from '../utils/link-display';

/** The payment links (/checkout/:accountId/payment-links): newest first, 10 a page. */
export const paymentLinksListSpec = defineListScreen<PaymentLinkRow, PaymentLinkColumn>({
  screen: 'payment-links',
  label: 'Payment links',
  columns: PAYMENT_LINK_COLUMNS,
  defaultSort: PAYMENT_LINK_DEFAULT_SORT,
  defaultPerPage: DEFAULT_PAGE_SIZE,
  filters: [
    {
      kind: 'select',
      param: 'active',
      label: 'Switched on',
      options: [
        { value: 'true', label: 'On: active, expired or at its limit' },
        { value: 'false', label: `Off: ${PAYMENT_LINK_STATE_LABELS.deactivated.toLowerCase()}` },
      ],
      chip: (values) =>
        values.active === 'true' ? 'Switched on' : PAYMENT_LINK_STATE_LABELS.deactivated,
    },
  ],
  cells: {
    amount: (row) => linkAmountText(row),
    state: (row) => {
      const status = linkStatus(row.state);
      return <StatusPill status={status.style} label={status.label} />;
    },
    expiresAt: (row) => (row.expiresAt ? formatShortDate(row.expiresAt) : 'Never'),
    paymentsCount: countCell((row) => row.paymentsCount),
    volume: moneyCell(
      (row) => row.volume,
      (row) => row.currency,
    ),
    createdAt: (row) => formatShortDate(row.createdAt),
    amountType: (row) => AMOUNT_TYPE_LABELS[row.amountType],
    maxPayments: (row) => (row.maxPayments === null ? 'None' : String(row.maxPayments)),
    shareCount: countCell((row) => row.shareCount),
  },
  rowKey: (row) => row.id,
  card: { title: 'title', subtitle: 'state', amount: 'amount' },
  emptyMessage: 'No payment links match this search.',
  firstUse: {
    icon: <IconLink aria-hidden="true" />,
    title: 'No payment links yet',
    description:
      'Make a link for a product, a fixed amount or an amount the payer enters, then share it by e-mail, text or a QR code.',
  },
});
