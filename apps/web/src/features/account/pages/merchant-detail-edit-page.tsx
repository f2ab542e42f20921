import { Card, Text, Title } from '@mantine/core';
import {
  MERCHANT_DETAIL_MESSAGES,
  MERCHANT_DETAIL_TITLES,
  type MerchantDetailType,
} from '@paydesk/domain/merchant-detail-fields';
import { IconBuildingStore, IconLock } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import type { ProfileMerchant } from '../../../shared/account/account-types';
import { PageState } from '../../../shared/components/page-state';
import { DetailRecordPage } from '../../../shared/detail-page/detail-page-parts';
import { type MerchantDetail, useMerchantDetails } from '../api/merchant-details-api';
import {
  BankingForm,
  BusinessForm,
  ContactForm,
  OwnerForm,
  PhoneForm,
} from '../components/detail-forms';
import {
  bankingValues,
  businessValues,
  contactValues,
  ownerValues,
  phoneValues,
} from '../utils/detail-form-values';

function DetailForm({
  type,
  detail,
  onDone,
}: {
  type: MerchantDetailType;
  detail: MerchantDetail;
  onDone: () => void;
}) {
  const merchantId = detail.id;
  switch (type) {
    case 'business':
      return (
        <BusinessForm
          merchantId={merchantId}
          initialValues={businessValues(detail)}
          onDone={onDone}
        />
      );
    case 'contact':
      return (
        <ContactForm
          merchantId={merchantId}
          initialValues={contactValues(detail)}
          onDone={onDone}
        />
      );
    case 'phone':
      return (
        <PhoneForm merchantId={merchantId} initialValues={phoneValues(detail)} onDone={onDone} />
      );
    case 'banking':
      return (
        <BankingForm
          merchantId={merchantId}
          initialValues={bankingValues(detail)}
          onDone={onDone}
          lastFours={
            detail.bankAccountNumberLastFour
              ? `On file: the account ending ${detail.bankAccountNumberLastFour}.`
              : 'No bank account on file yet.'
          }
        />
      );
    case 'owner':
      return (
        <OwnerForm
          merchantId={merchantId}
          initialValues={ownerValues(detail)}
          onDone={onDone}
          ssnLast4={detail.owner?.ssnLast4 ?? null}
        />
      );
  }
}

/**
 * `/account/merchants/:id/:type`: one part's form (the shared field components over the
 * part's domain schema). Read-only users are told so instead.
 */
export function MerchantDetailEditPage({
  merchant,
  type,
}: {
  merchant: ProfileMerchant;
  type: MerchantDetailType;
}) {
  const navigate = useNavigate();
  const query = useMerchantDetails(merchant.id);
  const overview = paths.account.merchant.href(merchant.id);
  const title = MERCHANT_DETAIL_TITLES[type];
  return (
    <DetailRecordPage
      kind={title}
      accountName={merchant.businessCommonName}
      list={{ href: overview, label: merchant.businessCommonName }}
      missing={false}
      notFound={{ icon: <IconBuildingStore aria-hidden />, title: 'Account not found' }}
      query={query}
      loadingColumns={[320, 0]}
      documentTitle={() => `Edit ${title.toLowerCase()}`}
    >
      {(detail) =>
        detail.canEdit ? (
          <>
            <div>
              <Text size="sm" c="dimmed">
                {detail.businessCommonName} · {detail.id}
              </Text>
              <Title order={1} fz="h2">
                Edit {title.toLowerCase()}
              </Title>
            </div>
            <Card withBorder radius="lg" padding="lg" maw={760}>
              <DetailForm type={type} detail={detail} onDone={() => navigate(overview)} />
            </Card>
          </>
        ) : (
          <PageState
            heading={`Edit ${title.toLowerCase()}`}
            icon={<IconLock aria-hidden />}
            title="Read only"
            description={MERCHANT_DETAIL_MESSAGES.notAdmin}
            action={{ href: overview, label: 'Back to the account' }}
          />
        )
      }
    </DetailRecordPage>
  );
}
