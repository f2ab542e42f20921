import { Button, Stack } from '@mantine/core';
import * as routes from '@paydesk/domain/routes/products';
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
import { productKeys } from '../api/product-keys';
import { getProducts } from '../api/products-api';
import { productsListSpec } from '../components/list-specs';
import { ProductFormModal } from '../components/product-form-modal';
import { ProductsNav } from '../components/products-nav';
import { useCatalogRange } from '../utils/use-catalog-range';

/** /products/:accountId: the catalogue (units and revenue over the header's range), New product. */
export function ProductsPage() {
  const { merchantId, merchants } = useAccountRoute('products');
  if (merchantId === undefined) return <AccountNotFound heading="Products" />;
  return <ProductsView key={merchantId} merchantId={merchantId} merchants={merchants} />;
}

interface ViewProps {
  merchantId: number;
  merchants: readonly { id: number; businessCommonName: string }[];
}

function ProductsView({ merchantId, merchants }: ViewProps) {
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const { account, timeZone, range, presets } = useCatalogRange(merchantId);
  const list = useListState(productsListSpec);
  const result = useListQuery(list, {
    queryKey: (pageKey) => productKeys.list(merchantId, { ...pageKey, ...range }),
    fetchPage: (query, signal) => getProducts(merchantId, { ...query, ...range }, signal),
  });
  const name =
    account?.businessCommonName ??
    merchants.find((merchant) => merchant.id === merchantId)?.businessCommonName ??
    String(merchantId);
  const newProduct = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
      New product
    </Button>
  );

  return (
    <Stack gap="lg">
      <PageTitle title={pageTitle(`Products · ${name}`)} />
      <ReportPageHeader
        title="Products"
        accounts={merchants}
        accountId={merchantId}
        accountHref={(id) => paths.products.list.href(id)}
        onAccountChange={(id) => selectMerchantAccount(id)}
        presets={presets}
        timeZone={timeZone}
        loading={result.fetching}
        withinOneYear
        subtitle={`Units sold and revenue in this range, days in ${timeZone.replaceAll('_', ' ')} time`}
      />
      <ProductsNav merchantId={merchantId} />
      <ListSection
        spec={productsListSpec}
        list={list}
        result={result}
        rowHref={(row) => paths.products.detail.href(merchantId, row.id)}
        firstUseAction={newProduct}
        searchLabel="Search products"
        searchPlaceholder="Product name"
        exportTarget={{ route: routes.getProducts, params: { id: merchantId } }}
        toolbarAction={newProduct}
      />
      <ProductFormModal
        opened={creating}
        onClose={() => setCreating(false)}
        merchantId={merchantId}
        onSaved={(product) => {
          setCreating(false);
          navigate(paths.products.detail.href(merchantId, product.id));
        }}
      />
    </Stack>
  );
}
