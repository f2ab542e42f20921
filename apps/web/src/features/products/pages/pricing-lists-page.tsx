import { Button, Stack } from '@mantine/core';
import * as routes from '@paydesk/domain/routes/pricing-lists';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { selectMerchantAccount } from '../../../shared/account/select-merchant';
import { useAccountRoute } from '../../../shared/account/use-account-route';
import { AccountNotFound } from '../../../shared/components/page-state';
import { ListSection } from '../../../shared/data-table/list-section';
import { ReportPageHeader } from '../../../shared/date-range/report-page-header';
import { useListQuery } from '../../../shared/list-state/use-list-query';
import { useListState } from '../../../shared/list-state/use-list-state';
import { PageTitle, pageTitle } from '../../../shared/page-title/page-title';
import { getPricingLists } from '../api/pricing-lists-api';
import { productKeys } from '../api/product-keys';
import { pricingListsListSpec } from '../components/list-specs';
import { PricingListFormModal } from '../components/pricing-list-form-modal';
import { ProductsNav } from '../components/products-nav';
import { useCatalogRange } from '../utils/use-catalog-range';

/** /products/:accountId/pricing-lists: named sets of product prices, New pricing list. */
export function PricingListsPage() {
  const { merchantId, merchants } = useAccountRoute('products');
  if (merchantId === undefined) return <AccountNotFound heading="Pricing lists" />;
  return <PricingListsView key={merchantId} merchantId={merchantId} merchants={merchants} />;
}

interface ViewProps {
  merchantId: number;
  merchants: readonly { id: number; businessCommonName: string }[];
}

function PricingListsView({ merchantId, merchants }: ViewProps) {
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const { account, timeZone, range, presets } = useCatalogRange(merchantId);
  const list = useListState(pricingListsListSpec);
  const result = useListQuery(list, {
    queryKey: (pageKey) => productKeys.pricingLists(merchantId, { ...pageKey, ...range }),
    fetchPage: (query, signal) => getPricingLists(merchantId, { ...query, ...range }, signal),
  });
  const name =
    account?.businessCommonName ??
    merchants.find((merchant) => merchant.id === merchantId)?.businessCommonName ??
    String(merchantId);
  const newList = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
      New pricing list
    </Button>
  );

  return (
    <Stack gap="lg">
      <PageTitle title={pageTitle(`Pricing lists · ${name}`)} />
      <ReportPageHeader
        title="Pricing lists"
        accounts={merchants}
        accountId={merchantId}
        accountHref={(id) => paths.products.pricingLists.href(id)}
        onAccountChange={(id) => selectMerchantAccount(id)}
        presets={presets}
        timeZone={timeZone}
        loading={result.fetching}
        withinOneYear
        subtitle="Sales at each list's prices in this range"
      />
      <ProductsNav merchantId={merchantId} />
      <ListSection
        spec={pricingListsListSpec}
        list={list}
        result={result}
        rowHref={(row) => paths.products.pricingListDetail.href(merchantId, row.id)}
        firstUseAction={newList}
        searchLabel="Search pricing lists"
        searchPlaceholder="List name"
        exportTarget={{ route: routes.getPricingLists, params: { id: merchantId } }}
        toolbarAction={newList}
      />
      <PricingListFormModal
        opened={creating}
        onClose={() => setCreating(false)}
        merchantId={merchantId}
        onSaved={(id) => {
          setCreating(false);
          navigate(paths.products.pricingListDetail.href(merchantId, id));
        }}
      />
    </Stack>
  );
}
