import { Anchor, Button, Stack, Table, Text } from '@mantine/core';
import { formatMoney } from '@paydesk/domain/money';
import { PRODUCT_MESSAGES } from '@paydesk/domain/product-fields';
import { IconPackageOff, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { newIdempotencyKey } from '../../../shared/api/call-endpoint';
import { DetailRoute, EditButton } from '../../../shared/detail-page/detail-page-parts';
import { DetailSection } from '../../../shared/detail-page/detail-section';
import { FieldList } from '../../../shared/detail-page/field-list';
import { routeIdOf } from '../../../shared/detail-page/route-id';
import { formatDateTime } from '../../../shared/format/zoned-dates';
import { notify } from '../../../shared/notifications/notify';
import { useCatalogAnalytics } from '../api/get-catalog-analytics';
import { type ProductDetail, useProduct, useUpdateProduct } from '../api/products-api';
import { AnalyticsPanel } from '../components/analytics-panel';
import { CatalogDetailPage, CatalogRecordHeader } from '../components/catalog-detail-page';
import { ProductFormModal } from '../components/product-form-modal';
import { ProductImage } from '../components/product-image';
import classes from '../components/products.module.css';
import { notifyFailure } from '../utils/notify-failure';
import type { CatalogRange } from '../utils/use-catalog-range';

/** /products/:accountId/:productId: one product, its pricing lists and its sales. */
export function ProductPage() {
  return (
    <DetailRoute report="products" param="productId" heading="Product">
      {({ merchantId, merchants, raw }) => (
        <ProductView merchantId={merchantId} merchants={merchants} productId={routeIdOf(raw)} />
      )}
    </DetailRoute>
  );
}

interface ViewProps {
  merchantId: number;
  merchants: readonly { id: number; businessCommonName: string }[];
  productId: number | undefined;
}

function ProductView({ merchantId, merchants, productId }: ViewProps) {
  const detail = useProduct(merchantId, productId);
  return (
    <CatalogDetailPage
      kind="Product"
      merchantId={merchantId}
      list={{ href: paths.products.list.href(merchantId), label: 'Products' }}
      missing={productId === undefined}
      notFound={{ icon: <IconPackageOff aria-hidden="true" />, title: PRODUCT_MESSAGES.notFound }}
      query={detail}
      documentTitle={(data) => data.product.name}
    >
      {(data, catalog) => (
        <ProductContent
          merchantId={merchantId}
          merchants={merchants}
          detail={data}
          catalog={catalog}
        />
      )}
    </CatalogDetailPage>
  );
}

interface ContentProps {
  merchantId: number;
  merchants: ViewProps['merchants'];
  detail: ProductDetail;
  catalog: CatalogRange;
}

function ProductContent({ merchantId, merchants, detail, catalog }: ContentProps) {
  const [editing, setEditing] = useState(false);
  const { product, pricingLists } = detail;
  const update = useUpdateProduct(merchantId, product.id);
  const analytics = useCatalogAnalytics(
    merchantId,
    { kind: 'product', id: product.id },
    catalog.range,
  );
  const toggle = async () => {
    try {
      const saved = await update.mutateAsync({
        body: { active: !product.active },
        idempotencyKey: newIdempotencyKey(),
      });
      notify({
        level: 'success',
        title: saved.active ? 'Product activated' : 'Product deactivated',
        message: saved.name,
      });
    } catch (error) {
      notifyFailure(error, 'The product could not be changed.');
    }
  };
  return (
    <>
      <CatalogRecordHeader
        merchantId={merchantId}
        merchants={merchants}
        catalog={catalog}
        title={product.name}
        listHref={(id) => paths.products.list.href(id)}
        active={product.active}
        summary={formatMoney(product.price, product.currency)}
        loading={analytics.isFetching}
        actions={
          <>
            <EditButton onClick={() => setEditing(true)} />
            <Button
              variant="default"
              leftSection={
                product.active ? (
                  <IconPlayerPause size={16} aria-hidden />
                ) : (
                  <IconPlayerPlay size={16} aria-hidden />
                )
              }
              loading={update.isPending}
              onClick={() => void toggle()}
            >
              {product.active ? 'Deactivate' : 'Activate'}
            </Button>
          </>
        }
      />
      <div className={classes.productTop}>
        <ProductImage
          merchantId={merchantId}
          fileId={product.imageFileId}
          alt={product.name}
          size="hero"
        />
        <Stack gap="md">
          <DetailSection title="Details">
            <FieldList
              fields={[
                { label: 'Price', value: formatMoney(product.price, product.currency) },
                { label: 'Status', value: product.active ? 'Active' : 'Inactive' },
                { label: 'Description', value: product.description || null },
                {
                  label: 'Sold in all',
                  value: `${product.unitsSold} units · ${formatMoney(product.revenue, product.currency)}`,
                },
                { label: 'Created', value: formatDateTime(product.createdAt, catalog.timeZone) },
                { label: 'Product ID', value: product.id },
              ]}
            />
          </DetailSection>
          <DetailSection title="Pricing lists">
            {pricingLists.length === 0 ? (
              <Text size="sm" c="dimmed">
                No pricing list prices this product.{' '}
                <Anchor
                  component={Link}
                  to={paths.products.pricingLists.href(merchantId)}
                  underline="always"
                >
                  Add it to a pricing list
                </Anchor>
              </Text>
            ) : (
              <Table.ScrollContainer minWidth={260}>
                <Table fz="sm">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">List</Table.Th>
                      <Table.Th scope="col" ta="right">
                        Price
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {pricingLists.map((list) => (
                      <Table.Tr key={list.id}>
                        <Table.Td>
                          <Anchor
                            component={Link}
                            to={paths.products.pricingListDetail.href(merchantId, list.id)}
                          >
                            {list.name}
                          </Anchor>
                          {list.active ? null : (
                            <Text component="span" size="xs" c="dimmed">
                              {' '}
                              (inactive)
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td ta="right">{formatMoney(list.price, product.currency)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </DetailSection>
        </Stack>
      </div>
      <AnalyticsPanel subject="this product" query={analytics} />
      <ProductFormModal
        opened={editing}
        onClose={() => setEditing(false)}
        merchantId={merchantId}
        product={product}
        onSaved={() => setEditing(false)}
      />
    </>
  );
}
