import type { ReactNode } from 'react';
import {
  DetailRecordPage,
  type DetailRecordPageProps,
} from '../../../shared/detail-page/detail-page-parts';
import { type CatalogRange, useCatalogRange } from '../utils/use-catalog-range';

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
