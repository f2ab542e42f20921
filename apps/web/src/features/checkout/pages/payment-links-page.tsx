import { Button, Stack } from '@mantine/core';
import * as routes from '@paydesk/domain/routes/payment-links';
import { IconLink } from '@tabler/icons-react';
import { lazy } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useAccountRoute } from '../../../shared/account/use-account-route';
import { LazyDialog } from '../../../shared/components/lazy-dialog';
import { AccountNotFound } from '../../../shared/components/page-state';
import { ListPageHeader } from '../../../shared/data-table/list-page-header';
import { ListSection } from '../../../shared/data-table/list-section';
import { useListQuery } from '../../../shared/list-state/use-list-query';
import { useListState } from '../../../shared/list-state/use-list-state';
import { useMerchantZone } from '../../../shared/merchant-account/merchant-time-zone';
import { checkoutKeys } from '../api/checkout-keys';
import { getPaymentLinks } from '../api/get-payment-links';
import { CheckoutNav } from '../components/checkout-nav';
import { paymentLinksListSpec } from '../components/payment-links-list-spec';

/** The form, its schema and the products list load when the dialog is first opened. */
const NewPaymentLinkModal = lazy(async () => ({
  default: (await import('../components/new-payment-link-modal')).NewPaymentLinkModal,
}));

/** The list's own dialog in the URL (`?dialog=new`): a copied link opens it. */
const NEW_DIALOG = 'new';

/** /checkout/:accountId/payment-links: the account's links, searched and filtered, and New payment link. */
export function PaymentLinksPage() {
  const { merchantId, merchants } = useAccountRoute('checkout');
  if (merchantId === undefined) return <AccountNotFound heading="Payment links" />;
  return <PaymentLinksView key={merchantId} merchantId={merchantId} merchants={merchants} />;
}

interface PaymentLinksViewProps {
  merchantId: number;
  merchants: readonly { id: number; businessCommonName: string }[];
}

function PaymentLinksView({ merchantId, merchants }: PaymentLinksViewProps) {
  const navigate = useNavigate();
  const { timeZone } = useMerchantZone(merchantId);
  const list = useListState(paymentLinksListSpec);
  const result = useListQuery(list, {
    queryKey: (pageKey) => checkoutKeys.linkList(merchantId, pageKey),
    fetchPage: (query, signal) => getPaymentLinks(merchantId, query, signal),
  });
  const detailHref = (link: { token: string }) =>
    paths.checkout.paymentLinkDetail.href(merchantId, link.token);
  const creating = list.dialog === NEW_DIALOG;
  const newLink = (
    <Button
      leftSection={<IconLink size={16} aria-hidden />}
      onClick={() => list.openDialog(NEW_DIALOG)}
    >
      New payment link
    </Button>
  );

  return (
    <Stack gap="lg">
      <ListPageHeader
        title="Payment links"
        accounts={merchants}
        accountId={merchantId}
        accountHref={(id) => paths.checkout.paymentLinks.href(id)}
        actions={newLink}
      />
      <CheckoutNav merchantId={merchantId} />

      <ListSection
        spec={paymentLinksListSpec}
        list={list}
        result={result}
        rowHref={detailHref}
        firstUseAction={newLink}
        searchLabel="Search payment links"
        searchPlaceholder="Title"
        exportTarget={{ route: routes.getPaymentLinks, params: { id: merchantId } }}
      />

      <LazyDialog opened={creating}>
        {(opened) => (
          <NewPaymentLinkModal
            opened={opened}
            onClose={list.closeDialog}
            merchantId={merchantId}
            timeZone={timeZone}
            onCreated={(link) => navigate(detailHref(link))}
          />
        )}
      </LazyDialog>
    </Stack>
  );
}
