import {
  ActionIcon,
  Anchor,
  Button,
  Group,
  Modal,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { formatMoney } from '@paydesk/domain/money';
import { PRICING_LIST_MESSAGES } from '@paydesk/domain/product-fields';
import { IconListDetails, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { newIdempotencyKey } from '../../../shared/api/call-endpoint';
import { DetailRoute, EditButton } from '../../../shared/detail-page/detail-page-parts';
import { DetailSection } from '../../../shared/detail-page/detail-section';
import { routeIdOf } from '../../../shared/detail-page/route-id';
import { notify } from '../../../shared/notifications/notify';
import { useCatalogAnalytics } from '../api/get-catalog-analytics';
import {
  type PricingListDetail,
  useDeletePricingList,
  usePricingList,
  useReplacePricingListItems,
} from '../api/pricing-lists-api';
import { AddItemModal } from '../components/add-item-modal';
import { AnalyticsPanel } from '../components/analytics-panel';
import { CatalogDetailPage, CatalogRecordHeader } from '../components/catalog-detail-page';
import { PricingListFormModal } from '../components/pricing-list-form-modal';
import { ProductImage } from '../components/product-image';
import classes from '../components/products.module.css';
import { notifyFailure } from '../utils/notify-failure';
import { withoutItem } from '../utils/pricing-list-form-values';
import type { CatalogRange } from '../utils/use-catalog-range';

/** /products/:accountId/pricing-lists/:pricingListId: a list's products and prices, its sales. */
export function PricingListPage() {
  return (
    <DetailRoute report="products" param="pricingListId" heading="Pricing list">
      {({ merchantId, merchants, raw }) => (
        <PricingListView
          merchantId={merchantId}
          merchants={merchants}
          pricingListId={routeIdOf(raw)}
        />
      )}
    </DetailRoute>
  );
}

interface ViewProps {
  merchantId: number;
  merchants: readonly { id: number; businessCommonName: string }[];
  pricingListId: number | undefined;
}

function PricingListView({ merchantId, merchants, pricingListId }: ViewProps) {
  const detail = usePricingList(merchantId, pricingListId);
  return (
    <CatalogDetailPage
      kind="Pricing list"
      merchantId={merchantId}
      list={{ href: paths.products.pricingLists.href(merchantId), label: 'Pricing lists' }}
      missing={pricingListId === undefined}
      notFound={{
        icon: <IconListDetails aria-hidden="true" />,
        title: PRICING_LIST_MESSAGES.notFound,
        description: 'It may have been deleted, or belong to another account.',
      }}
      query={detail}
      documentTitle={(data) => data.pricingList.name}
    >
      {(data, catalog) => (
        <PricingListContent
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
  detail: PricingListDetail;
  catalog: CatalogRange;
}

function PricingListContent({ merchantId, merchants, detail, catalog }: ContentProps) {
  const navigate = useNavigate();
  const { pricingList, items } = detail;
  const [editing, setEditing] = useState(false);
  const [adding, setAdding] = useState(false);
  const [repricing, setRepricing] = useState<(typeof items)[number] | undefined>();
  const [deleting, setDeleting] = useState(false);
  const analytics = useCatalogAnalytics(
    merchantId,
    { kind: 'pricingList', id: pricingList.id },
    catalog.range,
  );
  const replace = useReplacePricingListItems(merchantId, pricingList.id);
  const remove = useDeletePricingList(merchantId, pricingList.id);

  const removeItem = async (productId: number, productName: string) => {
    try {
      await replace.mutateAsync({
        items: withoutItem(items, productId),
        idempotencyKey: newIdempotencyKey(),
      });
      notify({ level: 'success', title: 'Product removed', message: productName });
    } catch (error) {
      notifyFailure(error, 'The product could not be removed.');
    }
  };

  const deleteList = async () => {
    try {
      await remove.mutateAsync({ idempotencyKey: newIdempotencyKey() });
      notify({ level: 'success', title: 'Pricing list deleted', message: pricingList.name });
      navigate(paths.products.pricingLists.href(merchantId));
    } catch (error) {
      setDeleting(false);
      notifyFailure(error, 'The pricing list could not be deleted.');
    }
  };

  return (
    <>
      <CatalogRecordHeader
        merchantId={merchantId}
        merchants={merchants}
        catalog={catalog}
        title={pricingList.name}
        listHref={(id) => paths.products.pricingLists.href(id)}
        active={pricingList.active}
        summary={
          pricingList.description ||
          `${items.length} ${items.length === 1 ? 'product' : 'products'}`
        }
        loading={analytics.isFetching}
        actions={
          <>
            <EditButton onClick={() => setEditing(true)} />
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => setDeleting(true)}
            >
              Delete
            </Button>
          </>
        }
      />
      <DetailSection title="Products and prices">
        <Stack gap="sm">
          {items.length === 0 ? (
            <Text size="sm" c="dimmed">
              No products yet: add one with its price in this list.
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={320}>
              <Table fz="sm" verticalSpacing="xs">
                <VisuallyHidden component="caption">
                  Products of {pricingList.name} and their prices
                </VisuallyHidden>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Product</Table.Th>
                    <Table.Th scope="col" ta="right">
                      List price
                    </Table.Th>
                    <Table.Th scope="col" ta="right" visibleFrom="xs">
                      Own price
                    </Table.Th>
                    <Table.Th scope="col">
                      <VisuallyHidden>Actions</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((item) => (
                    <Table.Tr key={item.productId}>
                      <Table.Td>
                        <div className={classes.itemName}>
                          <ProductImage
                            merchantId={merchantId}
                            fileId={item.imageFileId}
                            alt=""
                            size="small"
                          />
                          <div>
                            <Anchor
                              component={Link}
                              to={paths.products.detail.href(merchantId, item.productId)}
                            >
                              {item.name}
                            </Anchor>
                            {item.productActive ? null : (
                              <Text size="xs" c="dimmed">
                                Inactive product
                              </Text>
                            )}
                          </div>
                        </div>
                      </Table.Td>
                      <Table.Td ta="right" fw={600}>
                        {formatMoney(item.price, pricingList.currency)}
                      </Table.Td>
                      <Table.Td ta="right" visibleFrom="xs" c="dimmed">
                        {formatMoney(item.productPrice, pricingList.currency)}
                      </Table.Td>
                      <Table.Td>
                        <Group gap={4} justify="flex-end" wrap="nowrap">
                          <ActionIcon
                            variant="subtle"
                            aria-label={`Change the price of ${item.name}`}
                            onClick={() => setRepricing(item)}
                          >
                            <IconPencil size={16} aria-hidden />
                          </ActionIcon>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={`Remove ${item.name}`}
                            disabled={replace.isPending}
                            onClick={() => void removeItem(item.productId, item.name)}
                          >
                            <IconTrash size={16} aria-hidden />
                          </ActionIcon>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <Group>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setAdding(true)}
            >
              Add product
            </Button>
          </Group>
        </Stack>
      </DetailSection>
      <AnalyticsPanel subject="this pricing list" query={analytics} />
      <AddItemModal
        opened={adding || repricing !== undefined}
        onClose={() => {
          setAdding(false);
          setRepricing(undefined);
        }}
        merchantId={merchantId}
        detail={detail}
        editing={repricing}
      />
      <PricingListFormModal
        opened={editing}
        onClose={() => setEditing(false)}
        merchantId={merchantId}
        pricingList={pricingList}
        onSaved={() => setEditing(false)}
      />
      <Modal opened={deleting} onClose={() => setDeleting(false)} title="Delete pricing list?">
        <Stack gap="md">
          <Text size="sm">
            {pricingList.name} and its {items.length} prices go. Past sales keep their figures on
            the products.
          </Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setDeleting(false)} data-autofocus>
              Cancel
            </Button>
            <Button color="red.9" loading={remove.isPending} onClick={() => void deleteList()}>
              Delete pricing list
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
