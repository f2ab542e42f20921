import { Anchor, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { formatMoney } from '@paydesk/domain/money';
import {
  PAYMENT_LINK_MESSAGES,
  PAYMENT_LINK_TOKEN_PATTERN,
} from '@paydesk/domain/payment-link-fields';
import {
  IconExternalLink,
  IconLinkOff,
  IconMail,
  IconPlayerPlay,
  IconPlayerStop,
} from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { paths } from '../../../config/paths';
import { LazyDialog } from '../../../shared/components/lazy-dialog';
import { StatusPill } from '../../../shared/components/status-pill';
import detailPage from '../../../shared/detail-page/detail-page.module.css';
import {
  DetailHeader,
  DetailRecordPage,
  DetailRoute,
  EditButton,
} from '../../../shared/detail-page/detail-page-parts';
import { DetailRows, RowTitle } from '../../../shared/detail-page/detail-rows';
import { DetailSection } from '../../../shared/detail-page/detail-section';
import { FieldList } from '../../../shared/detail-page/field-list';
import { handleError } from '../../../shared/errors/handle-error';
import { formatCount } from '../../../shared/format/numbers';
import { formatDateTime } from '../../../shared/format/zoned-dates';
import { useMerchantZone } from '../../../shared/merchant-account/merchant-time-zone';
import { notify } from '../../../shared/notifications/notify';
import { type PaymentLink, usePaymentLink } from '../api/get-payment-link';
import { useSetPaymentLinkActive } from '../api/save-payment-link';
import { CopyLink } from '../components/copy-link';
import { LinkPaymentsPanel } from '../components/link-payments-panel';
import { AMOUNT_TYPE_LABELS, linkAmountText, linkStatus, payPageUrl } from '../utils/link-display';
import { linkPaymentsHref } from '../utils/link-payments-href';

const LinkQrCode = lazy(async () => ({
  default: (await import('../components/link-qr-code')).LinkQrCode,
}));
const ShareLinkModal = lazy(async () => ({
  default: (await import('../components/share-link-modal')).ShareLinkModal,
}));
const EditPaymentLinkModal = lazy(async () => ({
  default: (await import('../components/edit-payment-link-modal')).EditPaymentLinkModal,
}));
const DeactivateLinkModal = lazy(async () => ({
  default: (await import('../components/deactivate-link-modal')).DeactivateLinkModal,
}));

/** /checkout/:accountId/payment-links/:paymentLinkToken: one link, its sharing and its payments. */
export function PaymentLinkPage() {
  return (
    <DetailRoute report="checkout" param="paymentLinkToken" heading="Payment link">
      {({ merchantId, raw }) => (
        <LinkView
          merchantId={merchantId}
          token={PAYMENT_LINK_TOKEN_PATTERN.test(raw) ? raw : undefined}
        />
      )}
    </DetailRoute>
  );
}

function LinkView({ merchantId, token }: { merchantId: number; token: string | undefined }) {
  const { accountName, timeZone } = useMerchantZone(merchantId);
  const detail = usePaymentLink(merchantId, token);
  return (
    <DetailRecordPage
      kind="Payment link"
      accountName={accountName}
      list={{ href: paths.checkout.paymentLinks.href(merchantId), label: 'Payment links' }}
      missing={token === undefined}
      notFoundStatuses={[400, 404]}
      notFound={{
        icon: <IconLinkOff aria-hidden="true" />,
        title: PAYMENT_LINK_MESSAGES.notFound,
        description: 'It may belong to another account, or the address may be incomplete.',
      }}
      query={detail}
      loadingColumns={[260, 260]}
      documentTitle={(link) => link.title}
    >
      {(link) => <LinkContent merchantId={merchantId} link={link} timeZone={timeZone} />}
    </DetailRecordPage>
  );
}

type Dialog = 'share' | 'edit' | 'deactivate' | null;

interface LinkContentProps {
  merchantId: number;
  link: PaymentLink;
  timeZone: string;
}

function LinkContent({ merchantId, link, timeZone }: LinkContentProps) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const setActive = useSetPaymentLinkActive(merchantId, link.token);
  const status = linkStatus(link.state);
  const url = payPageUrl(link.url);
  const close = () => setDialog(null);

  const turn = (active: boolean) =>
    setActive.mutate(
      { active },
      {
        onSuccess: (saved) => {
          close();
          notify({
            level: 'success',
            title: active ? 'Payment link activated' : 'Payment link deactivated',
            message: saved.title,
          });
        },
        onError: (error) =>
          handleError(error, {
            title: active ? 'The link could not be activated' : 'The link could not be deactivated',
          }),
      },
    );

  return (
    <>
      <DetailHeader
        title={link.title}
        titleAside={<StatusPill status={status.style} label={status.label} />}
        actions={
          <Group gap="xs">
            <EditButton onClick={() => setDialog('edit')} />
            {link.active ? (
              <Button
                variant="default"
                color="red"
                leftSection={<IconPlayerStop size={16} aria-hidden />}
                onClick={() => setDialog('deactivate')}
              >
                Deactivate
              </Button>
            ) : (
              <Button
                leftSection={<IconPlayerPlay size={16} aria-hidden />}
                loading={setActive.isPending}
                onClick={() => turn(true)}
              >
                Activate
              </Button>
            )}
          </Group>
        }
      >
        <Text size="sm" c="dimmed">
          {linkAmountText(link)} · created {formatDateTime(link.createdAt, timeZone)}
        </Text>
      </DetailHeader>

      <div className={detailPage.columns}>
        <Stack gap="md">
          <DetailSection title="Share">
            <Stack gap="sm">
              <CopyLink url={url} />
              <Group gap="xs">
                <Button
                  variant="light"
                  leftSection={<IconMail size={16} aria-hidden />}
                  onClick={() => setDialog('share')}
                  disabled={link.state !== 'active'}
                >
                  E-mail link
                </Button>
                <Anchor href={url} target="_blank" rel="noopener" size="sm">
                  <IconExternalLink
                    size={14}
                    aria-hidden
                    style={{ verticalAlign: -2, marginRight: 4 }}
                  />
                  Open the pay page
                </Anchor>
              </Group>
              {link.state !== 'active' ? (
                <Text size="xs" c="dimmed">
                  {PAYMENT_LINK_MESSAGES.shareInactive}
                </Text>
              ) : null}
            </Stack>
          </DetailSection>
          <LinkPaymentsPanel
            merchantId={merchantId}
            link={link}
            timeZone={timeZone}
            transactionsHref={linkPaymentsHref(merchantId, link, timeZone)}
          />
          {link.items.length > 0 ? <ItemsPanel link={link} /> : null}
        </Stack>
        <Stack gap="md">
          <DetailSection title="QR code">
            <Suspense fallback={<Skeleton h={184} w={184} mx="auto" radius="md" />}>
              <LinkQrCode url={url} title={link.title} />
            </Suspense>
          </DetailSection>
          <DetailSection title="Details">
            <FieldList
              fields={[
                { label: 'Amount', value: linkAmountText(link) },
                { label: 'Charges', value: AMOUNT_TYPE_LABELS[link.amountType] },
                ...(link.pricingListName
                  ? [{ label: 'Pricing list', value: link.pricingListName }]
                  : []),
                { label: 'Payments', value: formatCount(link.paymentsCount) },
                { label: 'Volume', value: formatMoney(link.volume, link.currency) },
                {
                  label: 'Expires',
                  value: link.expiresAt ? formatDateTime(link.expiresAt, timeZone) : 'Never',
                },
                {
                  label: 'Payment limit',
                  value: link.maxPayments === null ? 'None' : formatCount(link.maxPayments),
                },
                { label: 'Shared', value: `${formatCount(link.shareCount)} by e-mail` },
                { label: 'Description', value: link.description || null },
                { label: 'Link ID', value: link.id },
                { label: 'Updated', value: formatDateTime(link.updatedAt, timeZone) },
              ]}
            />
          </DetailSection>
        </Stack>
      </div>

      <LazyDialog opened={dialog === 'share'}>
        {(opened) => (
          <ShareLinkModal
            opened={opened}
            onClose={close}
            merchantId={merchantId}
            token={link.token}
            url={url}
          />
        )}
      </LazyDialog>
      <LazyDialog opened={dialog === 'edit'}>
        {(opened) => (
          <EditPaymentLinkModal
            opened={opened}
            onClose={close}
            merchantId={merchantId}
            link={link}
            timeZone={timeZone}
          />
        )}
      </LazyDialog>
      <LazyDialog opened={dialog === 'deactivate'}>
        {(opened) => (
          <DeactivateLinkModal
            opened={opened}
            onClose={close}
            title={link.title}
            pending={setActive.isPending}
            onConfirm={() => turn(false)}
          />
        )}
      </LazyDialog>
    </>
  );
}

/** What the link sells: each product, its price and quantity rule. */
function ItemsPanel({ link }: { link: PaymentLink }) {
  const money = (cents: number) => formatMoney(cents, link.currency);
  return (
    <DetailSection title="Products">
      <DetailRows
        label="Products on the link"
        empty={null}
        rows={link.items.map((item) => ({
          key: item.position,
          title: <RowTitle>{item.name}</RowTitle>,
          detail: `${money(item.unitAmount)} each · ${
            item.adjustableQuantity
              ? `${item.quantity} to start, the payer picks ${item.minQuantity}–${item.maxQuantity}`
              : `quantity ${item.quantity}`
          }`,
          aside: (
            <Text size="sm" fw={600}>
              {money(item.unitAmount * item.quantity)}
            </Text>
          ),
        }))}
      />
    </DetailSection>
  );
}
