import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { AccountRoute } from '../../../shared/account/use-account-route';
import { ReportPageHeader } from '../../../shared/date-range/report-page-header';
import {
  DetailRecordPage,
  type DetailRecordPageProps,
} from '../../../shared/detail-page/detail-page-parts';
import { type CatalogRange, useCatalogRange } from '../utils/use-catalog-range';
import { activePill } from './list-specs';

interface CatalogDetailPageProps<Data>
  extends Omit<DetailRecordPageProps<Data>, 'accountName' | 'loadingColumns' | 'children'> {
  merchantId: number;
  /** The page, with the report header's range its figures follow. */
  children: (data: Data, catalog: CatalogRange) => ReactNode;
}

/** A product's or a pricing list's page: the detail page's states, in the catalogue's range. */
export function CatalogDetailPage<Data>({
  merchantId,
  children,
  ...page
}: CatalogDetailPageProps<Data>) {
  const catalog = useCatalogRange(merchantId);
  return (
    <DetailRecordPage
      {...page}
      accountName={catalog.account?.businessCommonName ?? String(merchantId)}
      loadingColumns={[240, 240]}
    >
      {(data) => children(data, catalog)}
    </DetailRecordPage>
  );
}

interface CatalogRecordHeaderProps {
  merchantId: number;
  merchants: AccountRoute['merchants'];
  catalog: CatalogRange;
  title: string;
  /** The list the record belongs to, for another account (its id is not that account's). */
  listHref: (accountId: number) => string;
  active: boolean;
  /** Beside its status: the price, or what the list holds. */
  summary: string;
  /** The figures are on their way. */
  loading: boolean;
  /** The record's buttons, under the header. */
  actions: ReactNode;
}

/** The top of a product's or a pricing list's page: the report header with its status, then its buttons. */
export function CatalogRecordHeader({
  merchantId,
  merchants,
  catalog,
  title,
  listHref,
  active,
  summary,
  loading,
  actions,
}: CatalogRecordHeaderProps) {
  return (
    <>
      <ReportPageHeader
        title={title}
        accounts={merchants}
        accountId={merchantId}
        accountHref={listHref}
        presets={catalog.presets}
        timeZone={catalog.timeZone}
        loading={loading}
        withinOneYear
        subtitle={
          <Group gap="xs" component="span">
            {activePill(active)}
            <Text component="span" size="sm" c="dimmed">
              {summary}
            </Text>
          </Group>
        }
      />
      <Group gap="xs">{actions}</Group>
    </>
  );
}
