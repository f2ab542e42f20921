import { createHash } from 'node:crypto';
import type { Database } from '../../db/client';
import {
  ctaAssignments,
  ctas,
  customers,
  devicePins,
  documents,
  merchantAlerts,
  merchantChangeHistory,
  paymentLinks,
  pricingListItems,
  pricingLists,
  products,
  subscriptionScheduledTransactions,
  subscriptions,
} from '../../db/schema';
import { createRandom } from '../../processors/prng';
import { DEMO_MERCHANT_IDS } from '../demo-merchants';
import type { MerchantPlan } from './merchant-factory';
import { person } from './people';

const DAY = 86_400_000;
const PRODUCTS = [
  'Gift card',
  'Monthly membership',
  'Starter kit',
  'Class pass',
  'Annual plan',
  'Workshop seat',
  'Service call',
  'Deluxe bundle',
];
const ALERTS = [
  [
    'information',
    'Scheduled maintenance',
    'Payouts on Sunday may arrive a few hours later than usual.',
  ],
  [
    'notice',
    'Bank details check',
    'Please confirm the bank account on file before the next payout.',
  ],
  [
    'warning',
    'Unusual volume',
    'Volume this week is above your monthly limit; payouts may be reviewed.',
  ],
  [
    'error',
    'Payout failed',
    'Your last payout was returned by the bank. Update your banking details.',
  ],
] as const;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const PLAN_NAMES = ['Monthly membership', 'Premium plan', 'Service contract', 'Support plan'];

const CARDS_ON_FILE = [
  ['Visa', '4242'],
  ['MasterCard', '4444'],
  ['American Express', '0005'],
  ['Discover', '1117'],
] as const;

/**
 * The non-payment records the screens need, per merchant and by its flags: customers,
 * subscriptions with their next runs, products, pricing lists, payment links, device pins,
 * alerts, documents, change history; and two CTA campaigns. Deterministic like the ledger.
 */
export async function generateMerchantExtras(
  db: Database,
  plans: MerchantPlan[],
  seed: string,
  end: Date,
): Promise<number> {
  let rows = 0;
  const [welcome, verify, demoVerify] = await db
    .insert(ctas)
    .values([
      {
        title: 'Confirm your business details',
        message: 'Please confirm your business and identity details to keep payouts flowing.',
        canBeDismissed: false,
        termsOfService: false,
        viewableBy: ['merchant-admin', 'primary-contact'],
        categories: ['business', 'identity'],
        documentsRequested: [],
      },
      {
        title: 'Upload a voided check',
        message: 'We need a voided check or a bank statement for your payout account.',
        canBeDismissed: true,
        termsOfService: true,
        viewableBy: ['merchant-admin'],
        categories: [],
        documentsRequested: [{ documentTypeName: 'voidedCheck', documentTypeId: 10 }],
      },
      {
        title: 'Verify your account',
        message:
          'Please confirm your business and owner details and upload a voided check and a photo ID so payouts keep flowing.',
        canBeDismissed: false,
        termsOfService: true,
        viewableBy: ['merchant-admin'],
        categories: ['business', 'identity'],
        documentsRequested: [
          { documentTypeName: 'voidedCheck', documentTypeId: 10 },
          { documentTypeName: 'contactId', documentTypeId: 1 },
        ],
      },
    ])
    .returning({ id: ctas.id });
  for (const plan of plans) {
    const m = plan.merchant;
    const random = createRandom(seed, 'extras', m.id);
    const created = (m.createdAt as Date).getTime();
    const when = () => new Date(created + random.next() * Math.max(DAY, end.getTime() - created));
    if (plan.activeFrom === null) continue;

    const productsMade: { id: number; priceCents: number; name: string }[] = [];
    if (m.allowCheckout || m.allowSubscriptions) {
      const made = await db
        .insert(products)
        .values(
          Array.from({ length: random.int(3, 8) }, (_, i) => ({
            merchantId: m.id,
            name: `${PRODUCTS[i % PRODUCTS.length]}${i >= PRODUCTS.length ? ` ${i}` : ''}`,
            description: 'Available online and in store.',
            // $4.95 to $90.00, the size of the generated card sales (median about $40), so
            // sales can carry them (commerce-links.ts).
            priceCents: random.int(5, 90) * 100 - random.pick([0, 1, 5]),
            currency: m.currency ?? 'USD',
            active: random.chance(0.85),
            createdAt: when(),
          })),
        )
        .returning({ id: products.id, priceCents: products.priceCents, name: products.name });
      productsMade.push(...made);
      rows += made.length;
      if (m.allowCheckout) {
        const [list] = await db
          .insert(pricingLists)
          .values({
            merchantId: m.id,
            name: 'Members',
            description: 'Member prices',
            currency: m.currency ?? 'USD',
            active: true,
          })
          .returning({ id: pricingLists.id });
        if (list) {
          await db.insert(pricingListItems).values(
            made.slice(0, 3).map((p) => ({
              pricingListId: list.id,
              productId: p.id,
              priceCents: Math.round(p.priceCents * 0.9),
            })),
          );
          rows += 1 + Math.min(3, made.length);
        }
        await db.insert(paymentLinks).values(
          Array.from({ length: random.int(2, 6) }, (_, i) => {
            const product = made[i % made.length];
            return {
              merchantId: m.id,
              token: createHash('sha256')
                .update(`${seed}:${m.id}:${i}`)
                .digest('base64url')
                .slice(0, 22),
              title: i === 0 ? 'Pay your invoice' : `Buy ${PRODUCTS[i % PRODUCTS.length]}`,
              description: 'Secure payment by card or bank transfer.',
              amountCents: i === 0 ? null : (product?.priceCents ?? 2_500),
              currency: m.currency ?? 'USD',
              productId: i === 0 ? null : (product?.id ?? null),
              active: random.chance(0.8),
              shareCount: random.int(0, 40),
              createdAt: when(),
            };
          }),
        );
        rows += 2;
      }
    }

    if (m.allowCustomers || m.allowSubscriptions) {
      const made = await db
        .insert(customers)
        .values(
          Array.from({ length: random.int(8, 40) }, () => {
            const p = person(random);
            return {
              merchantId: m.id,
              firstName: p.firstName,
              lastName: p.lastName,
              email: p.email,
              phone: `+1 555 01${random.int(10, 99)}`,
              city: m.businessCity ?? '',
              state: m.businessState ?? '',
              zip: m.businessZip ?? '',
              country: m.businessCountry ?? 'USA',
              createdAt: when(),
            };
          }),
        )
        .returning({ id: customers.id });
      rows += made.length;
      if (m.allowSubscriptions && made.length > 0) {
        for (let i = 0; i < random.int(4, 12); i += 1) {
          const start = when();
          const status = random.weighted([
            ['active', 70],
            ['cancellation-requested', 10],
            ['stopped', 15],
            ['completed', 5],
          ] as const);
          // A plan on a product charges its price; others an amount of their own.
          const product =
            productsMade.length && random.chance(0.7) ? random.pick(productsMade) : null;
          const amount = product?.priceCents || random.int(10, 150) * 100;
          const next = new Date(end.getTime() + random.int(1, 28) * DAY);
          // A card on file as the simulated vault keeps it (processors/simulated-processor.ts).
          const [brand, lastFour] = random.pick(CARDS_ON_FILE);
          const card = {
            paymentMethod: 'card' as const,
            cardBrand: brand,
            lastFour,
            paymentToken: `pm_${m.processorId}_card_00_${createHash('sha256')
              .update(`${seed}:pm:${m.id}:${i}`)
              .digest('base64')
              .replace(/[^a-z]/gi, '')
              .slice(0, 16)}`,
          };
          const [sub] = await db
            .insert(subscriptions)
            .values({
              merchantId: m.id,
              customerId: random.pick(made).id,
              productId: product?.id ?? null,
              description: product ? '' : random.pick(PLAN_NAMES),
              amountCents: amount,
              currency: m.currency ?? 'USD',
              interval: 'month',
              intervalCount: 1,
              status,
              startDate: isoDay(start.getTime()),
              nextRunDate:
                status === 'active' || status === 'cancellation-requested'
                  ? isoDay(next.getTime())
                  : null,
              cancelAtDate: status === 'cancellation-requested' ? isoDay(next.getTime()) : null,
              ...card,
              endedAt: status === 'stopped' || status === 'completed' ? end : null,
              createdAt: start,
            })
            .returning({ id: subscriptions.id });
          if (sub && (status === 'active' || status === 'cancellation-requested')) {
            // The next charge only: billing writes each following run when it charges one.
            await db.insert(subscriptionScheduledTransactions).values({
              subscriptionId: sub.id,
              scheduledDate: isoDay(next.getTime()),
              dueAt: new Date(`${isoDay(next.getTime())}T00:00:00Z`),
              amountCents: amount,
              status: 'scheduled' as const,
            });
            rows += 1;
          }
          rows += 1;
        }
      }
    }

    if (m.enablePosDevices) {
      await db.insert(devicePins).values(
        Array.from({ length: random.int(1, 3) }, (_, i) => ({
          merchantId: m.id,
          pinHash: createHash('sha256').update(`${seed}:pin:${m.id}:${i}`).digest('hex'),
          description: `Counter ${i + 1}`,
          activeDate: when(),
          expireDate: i === 0 ? null : new Date(end.getTime() + random.int(-30, 90) * DAY),
        })),
      );
      rows += 1;
    }
    if (random.chance(0.15)) {
      const [type, title, message] = random.pick(ALERTS);
      await db
        .insert(merchantAlerts)
        .values({ merchantId: m.id, type, title, message, isActive: random.chance(0.7) });
      rows += 1;
    }
    const docs = (['voidedCheck', 'contactId'] as const)
      .filter(() => random.chance(0.5))
      .map((documentType) => ({
        merchantId: m.id,
        documentType,
        name: `${documentType}.pdf`,
        status: 'approved' as const,
        createdAt: when(),
      }));
    if (docs.length > 0) await db.insert(documents).values(docs);
    const history = Array.from({ length: random.int(0, 5) }, () => {
      const [grouping, field, oldValue, newValue] = random.pick([
        ['General', 'status', '66', '1'],
        ['Limits', 'cc_per_month_limit', '2500000', '5000000'],
        ['Banking', 'bank_account_number_last_four', '1111', m.bankAccountNumberLastFour ?? '0000'],
        ['Contact', 'contact_email', 'old@example.com', 'new@example.com'],
        ['Miscellaneous', 'soft_descriptor', 'OLD NAME', m.softDescriptor ?? ''],
      ] as const);
      return {
        merchantId: m.id,
        changedAt: when(),
        changedByEmail: 'admin@paydesk.test',
        grouping,
        field,
        oldValue,
        newValue,
      };
    });
    if (history.length > 0) await db.insert(merchantChangeHistory).values(history);
    rows += docs.length + history.length;
    // The owner's Driftwood Books always asks (docs/cta.md); the other demo accounts, which the
    // journeys use, never do, so the modal covers none of their screens.
    if (m.id === DEMO_MERCHANT_IDS.closed && demoVerify) {
      await db
        .insert(ctaAssignments)
        .values({ ctaId: demoVerify.id, merchantId: m.id, assignedAt: end });
      rows += 1;
    } else if (
      welcome &&
      verify &&
      !Object.values(DEMO_MERCHANT_IDS).some((id) => id === m.id) &&
      random.chance(0.1)
    ) {
      await db.insert(ctaAssignments).values({
        ctaId: random.chance(0.5) ? welcome.id : verify.id,
        merchantId: m.id,
        assignedAt: when(),
      });
      rows += 1;
    }
  }
  return rows;
}
