import {
  MERCHANT_DETAIL_TYPES,
  type MerchantDetailType,
} from '@paydesk/domain/merchant-detail-fields';
import { IconFileUnknown } from '@tabler/icons-react';
import { Fragment } from 'react';
import { useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { AccountNotFound, PageState } from '../../../shared/components/page-state';
import { useAccountStore } from '../../../shared/stores/account-store';
import { MerchantAccountPage } from './merchant-account-page';
import { MerchantDetailEditPage } from './merchant-detail-edit-page';

const isDetailType = (value: string): value is MerchantDetailType =>
  (MERCHANT_DETAIL_TYPES as readonly string[]).includes(value);

/**
 * `/account/merchants/:id` and `/account/merchants/:id/:type`: an account that is not the
 * user's is said without calling (a merchant call for it would end the session); an unknown
 * part is not found.
 */
export function MerchantAccountRoute() {
  const { id = '', type } = useParams();
  const data = useAccountStore((state) => state.data);
  const merchants = data?.merchants ?? [];
  const merchant = /^[1-9]\d{0,9}$/.test(id)
    ? merchants.find((m) => m.id === Number(id))
    : undefined;
  if (!merchant) return <AccountNotFound heading="Merchant account" />;
  if (type !== undefined && !isDetailType(type)) {
    return (
      <PageState
        heading="Merchant account"
        icon={<IconFileUnknown aria-hidden />}
        title="Page not found"
        description="This part of the merchant account does not exist."
        action={{ href: paths.account.merchant.href(merchant.id), label: 'Back to the account' }}
      />
    );
  }
  return (
    <Fragment key={`${merchant.id}/${type ?? ''}`}>
      {type ? (
        <MerchantDetailEditPage merchant={merchant} type={type} />
      ) : (
        <MerchantAccountPage merchant={merchant} />
      )}
    </Fragment>
  );
}
