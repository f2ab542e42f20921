import { Anchor, Card, Skeleton, Text, Title } from '@mantine/core';
import { formatMoney } from '@paydesk/domain/money';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { DailyBars, DailyTable } from '../../../shared/components/daily-bars';
import { formatPointDate } from '../../../shared/format/dates';
import { formatCount } from '../../../shared/format/numbers';
import type { CheckoutDashboard } from '../api/get-checkout-dashboard';
import classes from './checkout.module.css';

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

interface Tile {
  title: string;
  value: string;
  hint: string;
}

function tilesOf(data: CheckoutDashboard): Tile[] {
  return [
    {
      title: 'Volume',
      value: formatMoney(data.volume, data.currency),
      hint: `${formatCount(data.paymentsCount)} ${data.paymentsCount === 1 ? 'payment' : 'payments'} through links`,
    },
    {
      title: 'Average payment',
      value: formatMoney(data.averagePayment, data.currency),
      hint: 'Volume per approved payment',
    },
    {
      title: 'Conversion',
      value: percent.format(data.conversion),
      hint: `${formatCount(data.linksPaid)} of ${formatCount(data.activeLinks)} active links took a payment`,
    },
    {
      title: 'Active links',
      value: formatCount(data.activeLinks),
      hint: 'Taking payments now',
    },
  ];
}

/** The range's four figures: volume, average payment, conversion and active links. */
export function CheckoutTiles({
  data,
  stale,
}: {
  data: CheckoutDashboard | undefined;
  stale: boolean;
}) {
  const tiles = data ? tilesOf(data) : undefined;
  return (
    <div className={classes.tiles} data-stale={stale || undefined}>
      {(tiles ?? ['Volume', 'Average payment', 'Conversion', 'Active links']).map((tile) =>
        typeof tile === 'string' ? (
          <Card key={tile} withBorder radius="lg" padding="md">
            <Text size="sm" c="dimmed">
              {tile}
            </Text>
            <Skeleton h={30} mt={6} w="70%" />
            <Skeleton h={12} mt={8} w="90%" />
          </Card>
        ) : (
          <Card
            key={tile.title}
            withBorder
            radius="lg"
            padding="md"
            component="section"
            aria-label={tile.title}
          >
            <Text size="sm" c="dimmed">
              {tile.title}
            </Text>
            <div className={classes.tileValue}>{tile.value}</div>
            <Text size="xs" c="dimmed" mt={4}>
              {tile.hint}
            </Text>
          </Card>
        ),
      )}
    </div>
  );
}

/**
 * The daily volume as bars (a picture: the same figures are in the table under it, which
 * screen readers read and anyone may open).
 */
export function DailyVolume({ data }: { data: CheckoutDashboard }) {
  const headingId = useId();
  const money = (cents: number) => formatMoney(cents, data.currency);
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={headingId}>
      <Title order={2} fz="h4" id={headingId} mb="sm">
        Daily volume
      </Title>
      {data.daily.every((day) => day.volume <= 0) ? (
        <Text size="sm" c="dimmed" py="lg">
          No payments through links in this range.
        </Text>
      ) : (
        <DailyBars
          days={data.daily}
          value={(day) => day.volume}
          describe={(day) =>
            `${formatPointDate(day.date)}: ${money(day.volume)}, ${formatCount(day.count)} payments`
          }
        />
      )}
      <DailyTable
        days={data.daily}
        caption={`Volume through payment links by day, ${money(data.volume)} in all`}
        columns={['Payments', 'Volume']}
        cells={(day) => [formatCount(day.count), money(day.volume)]}
      />
    </Card>
  );
}

/** The links that took the most in the range, each leading to its page. */
export function TopLinks({ data, merchantId }: { data: CheckoutDashboard; merchantId: number }) {
  const headingId = useId();
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={headingId}>
      <Title order={2} fz="h4" id={headingId} mb="sm">
        Top links
      </Title>
      {data.topLinks.length === 0 ? (
        <Text size="sm" c="dimmed">
          No link took a payment in this range.
        </Text>
      ) : (
        <ol className={classes.topLinks}>
          {data.topLinks.map((link) => (
            <li key={link.id}>
              <Anchor
                component={Link}
                to={paths.checkout.paymentLinkDetail.href(merchantId, link.token)}
                size="sm"
                className={classes.topLinkTitle}
              >
                {link.title}
              </Anchor>
              <span className={classes.topLinkFigures}>
                {formatMoney(link.volume, data.currency)}
                <Text component="span" size="xs" c="dimmed" display="block">
                  {formatCount(link.paymentsCount)}{' '}
                  {link.paymentsCount === 1 ? 'payment' : 'payments'}
                </Text>
              </span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
