import { Button, EmptyState, Group, Select, Stack, Title } from '@mantine/core';
import * as routes from '@paydesk/domain/routes/payment-links';
import { IconLink } from '@tabler/icons-react';
import { lazy } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { selectMerchantAccount } from '../../../shared/account/select-merchant';
import { useAccountRoute } from '../../../shared/account/use-account-route';
import { LazyDialog } from '../../../shared/components/lazy-dialog';
import { AccountNotFound } from '../../../shared/components/page-state';
import { DataTable } from '../../../shared/data-table/data-table';
import { ListPagination } from '../../../shared/data-table/list-pagination';
import { ListToolbar } from '../../../shared/data-table/list-toolbar';
import { accountOptions } from '../../../shared/date-range/report-page-header';
import { useListQuery } from '../../../shared/list-state/use-list-query';
import { useListState } from '../../../shared/list-state/use-list-state';
import { useMerchantAccount } from '../../../shared/merchant-account/get-merchant-account';
import { PageTitle, pageTitle } from '../../../shared/page-title/page-title';
import { checkoutKeys } from '../api/checkout-keys';
import { getPaymentLinks } from '../api/get-payment-links';
import classes from '../components/checkout.module.css';
import { CheckoutNav } from '../components/checkout-nav';
import { paymentLinksListSpec } from '../components/payment-links-list-spec';
import { merchantTimeZone } from '../utils/merchant-zone';

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
  const location = useLocation();
  const merchant = useMerchantAccount(merchantId);
  const timeZone = merchantTimeZone(merchant.data);
  const list = useListState(paymentLinksListSpec);
  const result = useListQuery(list, {
    queryKey: (pageKey) => checkoutKeys.linkList(merchantId, pageKey),
    fetchPage: (query, signal) => getPaymentLinks(merchantId, query, signal),
  });
  const name = merchants.find((merchant) => merchant.id === merchantId)?.businessCommonName;
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
  // No links at all (no search, no filter): the first one is made from here.
  const firstEver = !list.hasFilters && result.meta?.totalRecords === 0;

  return (
    <Stack gap="lg">
      <PageTitle title={pageTitle(`Payment links · ${name ?? merchantId}`)} />
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={1} fz="h2">
          Payment links
        </Title>
        <div className={classes.headerActions}>
          <Select
            label="Account"
            data={accountOptions(merchants)}
            value={String(merchantId)}
            onChange={(value) => {
              const id = Number(value);
              if (!Number.isSafeInteger(id) || id === merchantId) return;
              selectMerchantAccount(id);
              navigate(`${paths.checkout.paymentLinks.href(id)}${location.search}`);
            }}
            allowDeselect={false}
            searchable={merchants.length > 6}
            checkIconPosition="right"
            className={classes.account}
          />
          {newLink}
        </div>
      </Group>
      <CheckoutNav merchantId={merchantId} />

      <Stack gap="sm">
        <ListToolbar
          list={list}
          searchLabel="Search payment links"
          searchPlaceholder="Title"
          exportTarget={{ route: routes.getPaymentLinks, params: { id: merchantId } }}
          total={result.meta?.totalRecords}
          onRefresh={result.refresh}
        />
        {firstEver ? (
          <EmptyState
            py="xl"
            icon={<IconLink aria-hidden="true" />}
            withIndicatorBackground
            title="No payment links yet"
            description="Make a link for a product, a fixed amount or an amount the payer enters, then share it by e-mail, text or a QR code."
            role="status"
          >
            <EmptyState.Actions>{newLink}</EmptyState.Actions>
          </EmptyState>
        ) : (
          <>
            <DataTable
              spec={paymentLinksListSpec}
              list={list}
              result={result}
              rowHref={detailHref}
            />
            <ListPagination list={list} meta={result.meta} label="Payment links" />
          </>
        )}
      </Stack>

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
