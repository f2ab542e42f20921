import { formatMoney } from '@paydesk/domain/money';
import {
  PAYMENT_LINK_STATE_LABELS,
  type PaymentLinkAmountType,
  type PaymentLinkState,
} from '@paydesk/domain/payment-link-fields';
import type { StatusStyle } from '../../../shared/merchant-account/merchant-status';

/** What a link charges, in words: its products, a fixed amount, or what the payer types. */
export const AMOUNT_TYPE_LABELS: Record<PaymentLinkAmountType, string> = {
  items: 'Products',
  fixed: 'Fixed amount',
  open: 'Payer chooses',
};

/** How a link's state shows: its label and one of the status pill's styles. */
export function linkStatus(state: PaymentLinkState): { label: string; style: StatusStyle } {
  const styles: Record<PaymentLinkState, StatusStyle> = {
    active: 'active',
    deactivated: 'disabled',
    expired: 'closed',
    'limit-reached': 'pending',
  };
  return { label: PAYMENT_LINK_STATE_LABELS[state], style: styles[state] };
}

/** What a link charges: its amount, or 'Payer chooses' for an open amount. */
export function linkAmountText(link: {
  amountType: 'items' | 'fixed' | 'open';
  amount: number | null;
  currency: string;
}): string {
  if (link.amountType === 'open' || link.amount === null) return 'Payer chooses';
  return formatMoney(link.amount, link.currency);
}

/** The address payers open: this app's origin and the link's pay page path. */
export function payPageUrl(path: string, origin: string = window.location.origin): string {
  return `${origin}${path}`;
}
