import { Stack } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { merchantProfileTab } from '../../../config/paths/merchant-profile-tabs';
import {
  AdminPermissionGate,
  useAdminPermission,
} from '../../../shared/account/admin-permission-gate';
import { DetailRecordPage } from '../../../shared/detail-page/detail-page-parts';
import { routeIdOf } from '../../../shared/detail-page/route-id';
import { type MerchantProfile, useMerchantProfile } from '../api/get-merchant-profile';
import { BankingTab } from '../components/banking-tab';
import { ContactTab } from '../components/contact-tab';
import { DocumentsTab } from '../components/documents-tab';
import { GeneralTab } from '../components/general-tab';
import { HistoryTab } from '../components/history-tab';
import { MiscTab } from '../components/misc-tab';
import { NotificationsTab } from '../components/notifications-tab';
import { ProfileBanners } from '../components/profile-banners';
import { ProfileHeader } from '../components/profile-header';
import { ProfileTabs, visibleProfileTabs } from '../components/profile-tabs';
import { ServicesTab } from '../components/services-tab';
import { UsersTab } from '../components/users-tab';
import { VolumeTab } from '../components/volume-tab';

const NOT_FOUND = 'Merchant account not found.';

/**
 * /admin/merchants/:id/:tab (part 2 §2 "Merchant profile"): the header, banners and tabs of
 * one merchant; only 'Not Allowed' without can-view-merchant-info.
 */
export function MerchantProfilePage() {
  const canViewDocuments = useAdminPermission('can-view-documents') === true;
  const params = useParams();
  return (
    <AdminPermissionGate permission="can-view-merchant-info">
      <ProfileView
        key={params.id}
        merchantId={routeIdOf(params.id)}
        segment={params.tab}
        canViewDocuments={canViewDocuments}
      />
    </AdminPermissionGate>
  );
}

interface ProfileViewProps {
  merchantId: number | undefined;
  segment: string | undefined;
  canViewDocuments: boolean;
}

function ProfileView({ merchantId, segment, canViewDocuments }: ProfileViewProps) {
  const query = useMerchantProfile(merchantId ?? 0, merchantId !== undefined);
  const tabs = visibleProfileTabs(canViewDocuments);
  const asked = merchantProfileTab(segment);
  // Documents without its permission (or an unknown segment) shows the General tab.
  const current = tabs.some((entry) => entry.tab === asked) ? asked : 'profile';
  return (
    <DetailRecordPage
      kind="Merchant"
      accountName="Back office"
      list={{ href: paths.admin.merchants.list.href(), label: 'Merchants' }}
      missing={merchantId === undefined}
      notFound={{
        icon: <IconBuildingStore aria-hidden="true" />,
        title: NOT_FOUND,
        description: 'No merchant has this id. Find the account in the merchants list.',
      }}
      query={query}
      loadingColumns={[320, 320]}
      documentTitle={(data) => data.businessCommonName}
    >
      {(profile) => (
        <Stack gap="md">
          <ProfileHeader profile={profile} />
          <ProfileBanners profile={profile} />
          <ProfileTabs merchantId={profile.id} current={current} tabs={tabs}>
            <TabContent profile={profile} tab={current} />
          </ProfileTabs>
        </Stack>
      )}
    </DetailRecordPage>
  );
}

function TabContent({ profile, tab }: { profile: MerchantProfile; tab: string }) {
  switch (tab) {
    case 'limits':
      return <ServicesTab profile={profile} />;
    case 'contact':
      return <ContactTab profile={profile} />;
    case 'banking':
      return <BankingTab profile={profile} />;
    case 'users':
      return <UsersTab profile={profile} />;
    case 'notifications':
      return <NotificationsTab profile={profile} />;
    case 'documents':
      return <DocumentsTab profile={profile} />;
    case 'history':
      return <HistoryTab merchantId={profile.id} />;
    case 'misc':
      return <MiscTab profile={profile} />;
    case 'volume':
      return <VolumeTab profile={profile} />;
    default:
      return <GeneralTab profile={profile} />;
  }
}
