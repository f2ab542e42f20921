import type { Rate, RatePartner } from '@paydesk/domain/admin-rates';
import { processorName } from '@paydesk/domain/merchant-status';

/** A row of RATE_SELECT as the API answers it. */
export function rateRow(row: Record<string, unknown>): Rate {
  const partners = (
    typeof row.partners === 'string' ? JSON.parse(row.partners) : (row.partners ?? [])
  ) as RatePartner[];
  const processor = Number(row.processor_id);
  return {
    id: Number(row.id),
    rateName: String(row.rate_name),
    processor,
    processorName: processorName(processor),
    partners: partners.map((p) => ({
      id: Number(p.id),
      name: String(p.name),
      status: Number(p.status),
    })),
    isResidualRate: row.is_residual_rate === true,
    residualRateId: row.residual_rate_id === null ? null : Number(row.residual_rate_id),
    residualRateName: row.residual_rate_name == null ? null : String(row.residual_rate_name),
    cardPercentBps: Number(row.card_percent_bps),
    cardFixedCents: Number(row.card_fixed_cents),
    achPercentBps: Number(row.ach_percent_bps),
    achFixedCents: Number(row.ach_fixed_cents),
    achCapCents: row.ach_cap_cents === null ? null : Number(row.ach_cap_cents),
    rejectedReturnFeeCents: Number(row.rejected_return_fee_cents),
    merchantCount: Number(row.merchant_count),
    createdAt: String(row.created_at),
  };
}
