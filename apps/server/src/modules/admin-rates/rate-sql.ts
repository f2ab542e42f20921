/**
 * SQL fragments of rate plans shared by the module's lists and queries. A merchant is on a
 * rate by its rate id, else by its web rate name on its processor (merchants.repository's
 * `rateOf`, the rule the fees follow).
 */

/** Merchant `m` is on rate `r`. */
export const MERCHANT_ON_RATE = `(m.rate_id = r.id or (m.rate_id is null
  and m.processor_id = r.processor_id and m.web_rate_name = r.rate_name))`;

/** The id of the rate of merchant `m`, or null. */
export const RATE_ID_OF_MERCHANT = `coalesce(m.rate_id, (select r.id from rates r
  where r.processor_id = m.processor_id and r.rate_name = m.web_rate_name order by r.id limit 1))`;

/** The merchants on rate `r`, counted. */
export const MERCHANT_COUNT = `(select count(*) from merchants m where ${MERCHANT_ON_RATE})`;

/** The partners linked to rate `r`, as a JSON array of {id, name, status} by name. */
export const PARTNERS_JSON = `coalesce((select json_agg(json_build_object('id', p.id, 'name', p.name,
  'status', p.status) order by p.name, p.id) from rate_partners rp join partners p on p.id = rp.partner_id
  where rp.rate_id = r.id), '[]'::json)`;

/** Every column of a rate answer, over `rates r`. */
export const RATE_SELECT = `r.id, r.rate_name, r.processor_id, r.is_residual_rate, r.residual_rate_id,
  (select rr.rate_name from rates rr where rr.id = r.residual_rate_id) as residual_rate_name,
  r.card_percent_bps, r.card_fixed_cents, r.ach_percent_bps, r.ach_fixed_cents, r.ach_cap_cents,
  r.rejected_return_fee_cents,
  to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
  ${MERCHANT_COUNT} as merchant_count, ${PARTNERS_JSON} as partners`;
