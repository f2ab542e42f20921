import { Alert, Text } from '@mantine/core';
import { MERCHANT_DETAIL_MESSAGES } from '@paydesk/domain/merchant-detail-fields';
import { IconBuildingStore, IconLock } from '@tabler/icons-react';
import { paths } from '../../../config/paths';
import type { ProfileMerchant } from '../../../shared/account/account-types';
import { DetailHeader, DetailRecordPage } from '../../../shared/detail-page/detail-page-parts';
import { useMerchantDetails } from '../api/merchant-details-api';
import { MerchantDetailSections } from '../components/merchant-detail-sections';

/** `/account/merchants/:id`: the account's parts, each with Edit for its merchant admins. */
export function MerchantAccountPage({ merchant }: { merchant: ProfileMerchant }) {
  const query = useMerchantDetails(merchant.id);
  return (
    <DetailRecordPage
      kind="Merchant account"
      accountName={merchant.businessCommonName}
      list={{ href: paths.account.info.href(), label: 'My Account' }}
      missing={false}
      notFound={{ icon: <IconBuildingStore aria-hidden />, title: 'Account not found' }}
      query={query}
      loadingColumns={[220, 220]}
      documentTitle={() => 'My Account'}
    >
      {(detail) => (
        <>
          <DetailHeader eyebrow={`Merchant account ${detail.id}`} title={detail.businessCommonName}>
            {detail.businessLegalName ? (
              <Text size="sm" c="dimmed">
                {detail.businessLegalName}
              </Text>
            ) : null}
          </DetailHeader>
          {detail.canEdit ? null : (
            <Alert variant="light" color="gray" icon={<IconLock size={18} aria-hidden />}>
              {MERCHANT_DETAIL_MESSAGES.notAdmin}
            </Alert>
          )}
          <MerchantDetailSections detail={detail} />
        </>
      )}
    </DetailRecordPage>
  );
}
