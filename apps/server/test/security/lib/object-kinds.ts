import * as backOfficeActions from './back-office/actions';
import * as backOfficeBankWatch from './back-office/bank-watch';
import * as backOfficeCtas from './back-office/ctas';
import * as backOfficeMisc from './back-office/misc';
import * as backOfficePartnerReports from './back-office/partner-reports';
import * as backOfficeRecords from './back-office/records';
import * as backOfficeReportSchedules from './back-office/report-schedules';
import * as backOfficeSettings from './back-office/settings';
import * as backOfficeToolRuns from './back-office/tool-runs';
import type { ObjectKindEntry } from './object-kind-types';

/** Merchants the user holds (access 1), as SQL for `not in (...)`. */
const HELD = 'select merchant_id from user_merchants where user_id = $1 and access = 1';

const identifying = (...values: unknown[]) =>
  values.filter((v): v is string => typeof v === 'string' && v.trim().length >= 4);

export type {
  ForeignContext,
  ForeignObject,
  ObjectKindEntry,
  OwnContext,
} from './object-kind-types';

export const OBJECT_KINDS: Record<string, ObjectKindEntry> = {
  merchant: {
    own: async ({ merchantId }) => merchantId,
    async foreign({ database, userId }) {
      const [row] = await database.query<{
        id: number;
        business_common_name: string;
        business_legal_name: string;
        business_ein: string;
        business_address1: string;
      }>(
        `select id, business_common_name, business_legal_name, business_ein, business_address1
           from merchants where id not in (${HELD}) order by id limit 1`,
        [userId],
      );
      return row
        ? {
            id: Number(row.id),
            identifying: identifying(
              row.business_common_name,
              row.business_legal_name,
              row.business_ein,
              row.business_address1,
            ),
          }
        : undefined;
    },
  },
  user: {
    // A user id names the caller's own account on the routes that take one.
    own: async ({ userId }) => userId,
    async foreign({ database, userId }) {
      const [row] = await database.query<{
        id: number;
        email: string;
        first_name: string;
        last_name: string;
        primary_phone: string | null;
      }>(
        `select u.id, u.email, u.first_name, u.last_name, u.primary_phone from users u
          where u.id <> $1
            and exists (select 1 from user_merchants m where m.user_id = u.id and m.access = 1)
            and not exists (select 1 from user_merchants m
                             where m.user_id = u.id and m.merchant_id in (${HELD}))
          order by u.id limit 1`,
        [userId],
      );
      return row
        ? {
            id: Number(row.id),
            identifying: identifying(row.email, row.first_name, row.last_name, row.primary_phone),
          }
        : undefined;
    },
  },
  transaction: {
    /**
     * A sale every money route can act on: first an unsettled, unrefunded card sale of the
     * merchant's own processor (voidable, and refundable), so each refund or void the matrix
     * and the fuzz make finds a fresh one; once those are spent, an undisputed sale with $10 or
     * more left to refund; then any row of the merchant (the detail).
     */
    async own({ database, merchantId }) {
      const [row] = await database.query<{ id: string }>(
        `(select t.id::text from transactions t join merchants m on m.id = t.merchant_id
           where t.merchant_id = $1 and t.kind = 'sale' and t.status = 'approved'
             and t.method = 'card' and t.batch_id is null and t.refunded_amount_cents = 0
             and t.processor_id = m.processor_id
             and not exists (select 1 from chargebacks c where c.transaction_id = t.id)
           order by t.id limit 1)
         union all
         (select t.id::text from transactions t join merchants m on m.id = t.merchant_id
           where t.merchant_id = $1 and t.kind = 'sale' and t.status = 'approved'
             and t.processor_id = m.processor_id
             and t.gross_amount_cents - t.refunded_amount_cents >= 1000
             and not exists (select 1 from chargebacks c where c.transaction_id = t.id)
           order by t.id limit 1)
         union all
         (select id::text from transactions where merchant_id = $1 order by id limit 1)
         limit 1`,
        [merchantId],
      );
      return row ? Number(row.id) : undefined;
    },
    async foreign({ database, userId }) {
      const [row] = await database.query<{
        id: string;
        trans_number: string;
        accountholder_name: string | null;
        accountholder_email: string | null;
      }>(
        `select id::text, trans_number, accountholder_name, accountholder_email from transactions
          where merchant_id not in (${HELD}) and kind = 'sale' and status = 'approved'
          order by id limit 1`,
        [userId],
      );
      return row
        ? {
            id: Number(row.id),
            identifying: identifying(
              row.trans_number,
              row.accountholder_name,
              row.accountholder_email,
            ),
          }
        : undefined;
    },
  },
  batch: {
    async own({ database, merchantId }) {
      const [row] = await database.query<{ id: string }>(
        'select id::text from batches where merchant_id = $1 order by id limit 1',
        [merchantId],
      );
      return row ? Number(row.id) : undefined;
    },
    async foreign({ database, userId }) {
      const [row] = await database.query<{ id: string; batch_number: string }>(
        `select id::text, batch_number from batches where merchant_id not in (${HELD})
          order by id limit 1`,
        [userId],
      );
      return row ? { id: Number(row.id), identifying: identifying(row.batch_number) } : undefined;
    },
  },
  deposit: {
    async own({ database, merchantId }) {
      const [row] = await database.query<{ id: string }>(
        'select id::text from deposits where merchant_id = $1 order by id limit 1',
        [merchantId],
      );
      return row ? Number(row.id) : undefined;
    },
    async foreign({ database, userId }) {
      const [row] = await database.query<{
        id: string;
        trace_number: string;
        batch_number: string;
      }>(
        `select d.id::text, d.trace_number, b.batch_number from deposits d
           join batches b on b.id = d.batch_id
          where d.merchant_id not in (${HELD}) order by d.id limit 1`,
        [userId],
      );
      return row
        ? { id: Number(row.id), identifying: identifying(row.trace_number, row.batch_number) }
        : undefined;
    },
  },
  customer: {
    async own({ database, merchantId }) {
      const [row] = await database.query<{ id: number }>(
        'select id from customers where merchant_id = $1 order by id limit 1',
        [merchantId],
      );
      return row ? Number(row.id) : undefined;
    },
    async foreign({ database, userId }) {
      const [row] = await database.query<{
        id: number;
        first_name: string;
        last_name: string;
        email: string | null;
        phone: string | null;
      }>(
        `select id, first_name, last_name, email, phone from customers
          where merchant_id not in (${HELD}) order by id limit 1`,
        [userId],
      );
      return row
        ? {
            id: Number(row.id),
            identifying: identifying(row.first_name, row.last_name, row.email, row.phone),
          }
        : undefined;
    },
  },
  paymentLink: {
    async own({ database, merchantId }) {
      const [row] = await database.query<{ id: number }>(
        'select id from payment_links where merchant_id = $1 order by id limit 1',
        [merchantId],
      );
      return row ? Number(row.id) : undefined;
    },
    async foreign({ database, userId }) {
      const [row] = await database.query<{ id: number; token: string; title: string }>(
        `select id, token, title from payment_links where merchant_id not in (${HELD})
          order by id limit 1`,
        [userId],
      );
      return row
        ? { id: Number(row.id), identifying: identifying(row.token, row.title) }
        : undefined;
    },
  },
  product: {
    async own({ database, merchantId }) {
      const [row] = await database.query<{ id: number }>(
        'select id from products where merchant_id = $1 and active order by id limit 1',
        [merchantId],
      );
      return row ? Number(row.id) : undefined;
    },
    async foreign({ database, userId }) {
      const [row] = await database.query<{ id: number; name: string }>(
        `select id, name from products where merchant_id not in (${HELD}) order by id limit 1`,
        [userId],
      );
      return row ? { id: Number(row.id), identifying: identifying(row.name) } : undefined;
    },
  },
  pricingList: {
    /**
     * An active list of the merchant that no payment link names (one that a link names cannot
     * be deleted), made when none is left: the matrix deletes one per admitted caller.
     */
    async own({ database, merchantId }) {
      const [row] = await database.query<{ id: number }>(
        `select id from pricing_lists pl where merchant_id = $1 and active
            and not exists (select 1 from payment_links l where l.pricing_list_id = pl.id)
          order by id limit 1`,
        [merchantId],
      );
      if (row) return Number(row.id);
      const [made] = await database.query<{ id: number }>(
        'insert into pricing_lists (merchant_id, name) values ($1, $2) returning id',
        [merchantId, `Harness own pricing list ${Date.now().toString(36)}`],
      );
      return made ? Number(made.id) : undefined;
    },
    async foreign({ database, userId }) {
      const [row] = await database.query<{ id: number; name: string }>(
        `select id, name from pricing_lists where merchant_id not in (${HELD}) order by id limit 1`,
        [userId],
      );
      return row ? { id: Number(row.id), identifying: identifying(row.name) } : undefined;
    },
  },
  paymentLinkToken: {
    /**
     * The token of the merchant's seeded link, turned on again first (the matrix deactivates it;
     * sharing and paying need an active link).
     */
    async own({ database, merchantId }) {
      const [row] = await database.query<{ token: string }>(
        `update payment_links set active = true, expires_at = null, max_payments = null
          where id = (select id from payment_links where merchant_id = $1 order by id limit 1)
          returning token`,
        [merchantId],
      );
      return row?.token;
    },
    async foreign({ database, userId }) {
      const [row] = await database.query<{ token: string; title: string }>(
        `select token, title from payment_links where merchant_id not in (${HELD})
          order by id limit 1`,
        [userId],
      );
      return row ? { id: row.token, identifying: identifying(row.token, row.title) } : undefined;
    },
  },
  /**
   * The merchant's checkout logo (a checkout-images file the pay page shows), set again first
   * (a fuzzed settings call may have cleared it).
   */
  checkoutImage: {
    async own({ database, merchantId }) {
      const [row] = await database.query<{ id: string }>(
        `insert into checkout_settings (merchant_id, logo_file_id)
         select $1, id from files
          where merchant_id = $1 and type = 'checkout-images' and deleted_at is null
          order by created_at, id limit 1
         on conflict (merchant_id) do update set logo_file_id = excluded.logo_file_id
         returning logo_file_id::text as id`,
        [merchantId],
      );
      return row?.id;
    },
    async foreign({ database, userId }) {
      const [row] = await database.query<{ id: string; name: string }>(
        `select id::text, name from files where merchant_id not in (${HELD})
            and type = 'checkout-images' and deleted_at is null order by created_at, id limit 1`,
        [userId],
      );
      return row ? { id: row.id, identifying: identifying(row.name) } : undefined;
    },
  },
  savedView: {
    /**
     * One of the caller's own views on the merchant (only its maker may change or delete a
     * view), made when it has none left: the matrix deletes one per admitted caller.
     */
    async own({ database, userId, merchantId }) {
      const find = () =>
        database.query<{ id: number }>(
          'select id from saved_views where merchant_id = $1 and user_id = $2 order by id limit 1',
          [merchantId, userId],
        );
      const [found] = await find();
      if (found) return Number(found.id);
      const [made] = await database.query<{ id: number }>(
        `insert into saved_views (merchant_id, user_id, screen, name, query)
         values ($1, $2, 'transactions', $3, 'sort=-transDate') returning id`,
        [merchantId, userId, `Harness own view ${Date.now().toString(36)}${userId}`],
      );
      return made ? Number(made.id) : undefined;
    },
    async foreign({ database, userId }) {
      const [row] = await database.query<{ id: number; name: string; query: string }>(
        `select id, name, query from saved_views where merchant_id not in (${HELD})
          order by id limit 1`,
        [userId],
      );
      return row
        ? { id: Number(row.id), identifying: identifying(row.name, row.query) }
        : undefined;
    },
  },
  /**
   * A live subscription of the merchant whose customer has an e-mail (every action's request
   * names one; the matrix and the fuzz stop and cancel some): when none is left, the harness's
   * own is made active again with a fresh scheduled run.
   */
  subscription: {
    async own({ database, merchantId }) {
      const find = () =>
        database.query<{ id: number }>(
          `select s.id from subscriptions s
            where s.merchant_id = $1 and s.status = 'active'
              and exists (select 1 from subscription_scheduled_transactions r
                           where r.subscription_id = s.id and r.status = 'scheduled')
              and exists (select 1 from customers c where c.id = s.customer_id and c.email is not null)
            order by s.id limit 1`,
          [merchantId],
        );
      const [live] = await find();
      if (live) return Number(live.id);
      const [revived] = await database.query<{ id: number; amount_cents: string }>(
        `update subscriptions set status = 'active', cancel_at_date = null,
                cancellation_requested_at = null, ended_at = null, next_run_date = current_date + 20
          where id = (select id from subscriptions where merchant_id = $1
                        and description like 'Harness plan%' order by id limit 1)
          returning id, amount_cents::text`,
        [merchantId],
      );
      if (!revived) return undefined;
      await database.query(
        `update subscription_scheduled_transactions set status = 'skipped'
          where subscription_id = $1 and status = 'scheduled'`,
        [revived.id],
      );
      await database.query(
        `insert into subscription_scheduled_transactions (subscription_id, scheduled_date, amount_cents, due_at)
         values ($1, current_date + 20, $2, now() + interval '20 days')`,
        [revived.id, Number(revived.amount_cents)],
      );
      return Number(revived.id);
    },
    async foreign({ database, userId }) {
      const [row] = await database.query<{ id: number; description: string }>(
        `select id, description from subscriptions where merchant_id not in (${HELD})
          order by id limit 1`,
        [userId],
      );
      return row ? { id: Number(row.id), identifying: identifying(row.description) } : undefined;
    },
  },
  /**
   * A dispute's id, with the kind its route names beside it: the routes' example kind is
   * `retrieval` (disputeParams), so an open retrieval of the merchant (seeded by the dozen:
   * the matrix answers one per admitted caller) makes every dispute route's request valid.
   */
  dispute: {
    async own({ database, merchantId }) {
      const [open] = await database.query<{ id: string }>(
        `select id::text from retrievals where merchant_id = $1 and status = 'Unanswered'
            and requested_date + days_to_respond * interval '1 day' > now()
          order by id limit 1`,
        [merchantId],
      );
      if (open) return Number(open.id);
      // Every one answered (the fuzz answers a hundred): the oldest is asked again.
      const [reopened] = await database.query<{ id: string }>(
        `update retrievals set status = 'Unanswered', response_date = null, requested_date = now()
          where id = (select id from retrievals where merchant_id = $1 order by id limit 1)
          returning id::text`,
        [merchantId],
      );
      return reopened ? Number(reopened.id) : undefined;
    },
    async foreign({ database, userId }) {
      const [row] = await database.query<{ id: string; reason_desc: string }>(
        `select id::text, reason_desc from retrievals where merchant_id not in (${HELD})
          order by id limit 1`,
        [userId],
      );
      return row ? { id: Number(row.id), identifying: [] } : undefined;
    },
  },
  /**
   * A chargeback under review, for the staff's decision. Every one decided (the matrix and the
   * fuzz decide one per admitted call), the oldest decided is put back under review with its
   * money as it was (a won one's reversal removed), so db:check stays clean.
   */
  chargeback: {
    async own({ database, merchantId }) {
      const [open] = await database.query<{ id: string }>(
        `select id::text from chargebacks where merchant_id = $1 and dispute_status = 'under-review'
          order by id limit 1`,
        [merchantId],
      );
      if (open) return Number(open.id);
      const [reopened] = await database.query<{ id: string }>(
        `with reopened as (
           update chargebacks set dispute_status = 'under-review', result = null, response_code = null,
                  resolved_at = null
            where id = (select id from chargebacks where merchant_id = $1
                          and dispute_status in ('won', 'lost') order by id limit 1)
            returning id),
         unreversed as (
           delete from chargeback_entries where kind = 'reversal'
              and chargeback_id = (select id from reopened))
         select id::text from reopened`,
        [merchantId],
      );
      return reopened ? Number(reopened.id) : undefined;
    },
    async foreign({ database, userId }) {
      const [row] = await database.query<{ id: string; case_number: string }>(
        `select id::text, case_number from chargebacks where merchant_id not in (${HELD})
          order by id limit 1`,
        [userId],
      );
      return row ? { id: Number(row.id), identifying: identifying(row.case_number) } : undefined;
    },
  },
  file: {
    /**
     * A live file of the merchant, oldest first, not its checkout logo (the pay page's image
     * route serves that one: see checkoutImage) (the seeded ones have bytes in storage; the
     * matrix and the fuzz delete some). When every one is removed, the latest removed is
     * brought back (its bytes are gone: a read answers 404, a removal still works).
     */
    async own({ database, merchantId }) {
      const [live] = await database.query<{ id: string }>(
        `select id::text from files where merchant_id = $1 and deleted_at is null
            and type <> 'checkout-images'
          order by created_at, id limit 1`,
        [merchantId],
      );
      if (live) return live.id;
      const [revived] = await database.query<{ id: string }>(
        `update files set deleted_at = null
          where id = (select id from files where merchant_id = $1 and type <> 'checkout-images'
                       order by deleted_at desc nulls last limit 1)
          returning id::text`,
        [merchantId],
      );
      return revived?.id;
    },
    async foreign({ database, userId }) {
      const [row] = await database.query<{ id: string; name: string; storage_key: string }>(
        `select id::text, name, storage_key from files where merchant_id not in (${HELD})
          and deleted_at is null order by created_at, id limit 1`,
        [userId],
      );
      return row ? { id: row.id, identifying: identifying(row.name, row.storage_key) } : undefined;
    },
  },
  teamMember: {
    // A throwaway member of the route's merchant (re-made once a removal took it), so the Team
    // screen's writes never change the harness's own principals.
    async own({ database, merchantId }) {
      const [row] = await database.query<{ id: number }>(
        `select um.user_id as id from user_merchants um join users u on u.id = um.user_id
          where um.merchant_id = $1 and u.email like 'team-%@harness.test'
          order by um.user_id limit 1`,
        [merchantId],
      );
      if (row) return Number(row.id);
      const [made] = await database.query<{ id: number }>(
        `with u as (insert into users (email, first_name, last_name, password_hash)
                    values ('team-' || $1::int || '-' || gen_random_uuid() || '@harness.test',
                            'Team', 'Member', 'x') returning id)
         insert into user_merchants (user_id, merchant_id, access)
         select id, $1::int, 1 from u returning user_id as id`,
        [merchantId],
      );
      return made ? Number(made.id) : undefined;
    },
    async foreign({ database, userId }) {
      const [row] = await database.query<{ id: number; email: string; first_name: string }>(
        `select u.id, u.email, u.first_name from users u
          where exists (select 1 from user_merchants m where m.user_id = u.id and m.access = 1)
            and not exists (select 1 from user_merchants m
                             where m.user_id = u.id and m.merchant_id in (${HELD}))
          order by u.id limit 1`,
        [userId],
      );
      return row ? { id: Number(row.id), identifying: identifying(row.email) } : undefined;
    },
  },
  devicePin: {
    async own({ database, merchantId }) {
      const [row] = await database.query<{ id: number }>(
        `select id from device_pins where merchant_id = $1 and expire_date is null
          order by id limit 1`,
        [merchantId],
      );
      if (row) return Number(row.id);
      const [made] = await database.query<{ id: number }>(
        `insert into device_pins (merchant_id, pin_hash, description)
         values ($1, 'x', 'Harness device') returning id`,
        [merchantId],
      );
      return made ? Number(made.id) : undefined;
    },
    async foreign({ database, userId }) {
      const [row] = await database.query<{ id: number; description: string }>(
        `select id, description from device_pins where merchant_id not in (${HELD})
          order by id limit 1`,
        [userId],
      );
      if (row) return { id: Number(row.id), identifying: [] };
      const [made] = await database.query<{ id: number }>(
        `insert into device_pins (merchant_id, pin_hash, description)
         select id, 'x', 'Foreign harness device' from merchants
          where id not in (${HELD}) order by id limit 1 returning id`,
        [userId],
      );
      return made ? { id: Number(made.id), identifying: [] } : undefined;
    },
  },
  ...backOfficeActions.kinds,
  ...backOfficeBankWatch.kinds,
  ...backOfficeRecords.kinds,
  ...backOfficeSettings.kinds,
  ...backOfficeMisc.kinds,
  ...backOfficeCtas.kinds,
  ...backOfficeReportSchedules.kinds,
  ...backOfficePartnerReports.kinds,
  ...backOfficeToolRuns.kinds,
};

/** The message a route with an unregistered kind fails with. */
export function missingKindMessage(kind: string, where: string): string {
  return (
    `${where} carries x-object '${kind}', which the security harness cannot look up. ` +
    `Add '${kind}' to OBJECT_KINDS in apps/server/test/security/lib/object-kinds.ts: ` +
    `own() (SQL for an id of a '${kind}' of the route's merchant, to build a valid request) and ` +
    `foreign() (SQL for a '${kind}' of a merchant the caller does not hold, with its identifying values).`
  );
}
