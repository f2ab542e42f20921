import { Button, Stack } from '@mantine/core';
import { todayIn } from '@paydesk/domain/date-presets';
import { DEFAULT_CURRENCY } from '@paydesk/domain/money';
import * as routes from '@paydesk/domain/routes/subscriptions';
import { IconCalendarPlus } from '@tabler/icons-react';
import { lazy } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useAccountRoute } from '../../../shared/account/use-account-route';
import { LazyDialog } from '../../../shared/components/lazy-dialog';
import { AccountNotFound } from '../../../shared/components/page-state';
import { ListBody } from '../../../shared/data-table/list-body';
import { ListPageHeader } from '../../../shared/data-table/list-page-header';
import { ListToolbar } from '../../../shared/data-table/list-toolbar';
import { SavedViewsMenu } from '../../../shared/data-table/saved-views-menu';
import { useListQuery } from '../../../shared/list-state/use-list-query';
import { useListState } from '../../../shared/list-state/use-list-state';
import { useMerchantZone } from '../../../shared/merchant-account/merchant-time-zone';
import { getSubscriptions } from '../api/get-subscriptions';
import { subscriptionKeys } from '../api/subscription-keys';
import { ScheduledDownloadMenu } from '../components/scheduled-download-menu';
import { subscriptionsListSpec } from '../components/subscriptions-list-spec';

/** The New subscription form loads when first opened. */
const NewSubscriptionDialog = lazy(async () => ({
  default: (await import('../components/new-subscription-dialog')).NewSubscriptionDialog,
}));

/** The list's dialog that creates a subscription (`?dialog=new-subscription`). */
export const NEW_SUBSCRIPTION_DIALOG = 'new-subscription';

/** /subscriptions-report/:accountId: the account's subscriptions and payment plans. */
export function SubscriptionsPage() {
  const { merchantId, merchants } = useAccountRoute('subscriptions');
  if (merchantId === undefined) return <AccountNotFound heading="Subscriptions" />;
  return <SubscriptionsView key={merchantId} merchantId={merchantId} merchants={merchants} />;
}

interface SubscriptionsViewProps {
  merchantId: number;
  merchants: readonly { id: number; businessCommonName: string }[];
}

function SubscriptionsView({ merchantId, merchants }: SubscriptionsViewProps) {
  const navigate = useNavigate();
  const { merchant, timeZone } = useMerchantZone(merchantId);
  const currency = merchant.data?.currency ?? DEFAULT_CURRENCY;
  // Created days are the account's: the list waits for its zone (or its failure).
  const zoneKnown = merchant.data !== undefined || merchant.isError;
  const list = useListState(subscriptionsListSpec, { query: { timezone: timeZone } });
  const result = useListQuery(list, {
    queryKey: (pageKey) => subscriptionKeys.list(merchantId, pageKey),
    fetchPage: (query, signal) => getSubscriptions(merchantId, query, signal),
    enabled: zoneKnown,
  });
  const detailHref = (row: { id: number }) => paths.subscriptions.detail.href(merchantId, row.id);
  const newSubscription = (
    <Button
      leftSection={<IconCalendarPlus size={16} aria-hidden />}
      onClick={() => list.openDialog(NEW_SUBSCRIPTION_DIALOG)}
    >
      New subscription
    </Button>
  );

  return (
    <Stack gap="lg">
      <ListPageHeader
        title="Subscriptions"
        subtitle={`Recurring charges and payment plans · dates in ${timeZone.replaceAll('_', ' ')} time`}
        accounts={merchants}
        accountId={merchantId}
        accountHref={(id) => paths.subscriptions.list.href(id)}
        actions={newSubscription}
      />

      <Stack gap="sm">
        <ListToolbar
          list={list}
          searchLabel="Search subscriptions"
          searchPlaceholder="Customer name, e-mail or subscription ID"
          exportTarget={{ route: routes.getSubscriptions, params: { id: merchantId } }}
          total={result.meta?.totalRecords}
          savedViews={<SavedViewsMenu list={list} merchantId={merchantId} />}
          onRefresh={result.refresh}
          actions={<ScheduledDownloadMenu merchantId={merchantId} timeZone={timeZone} />}
        />
        <ListBody
          spec={subscriptionsListSpec}
          list={list}
          result={result}
          rowHref={detailHref}
          firstUseAction={newSubscription}
        />
      </Stack>

      <LazyDialog opened={list.dialog === NEW_SUBSCRIPTION_DIALOG}>
        {(opened) => (
          <NewSubscriptionDialog
            opened={opened}
            onClose={list.closeDialog}
            merchantId={merchantId}
            currency={currency}
            today={todayIn(timeZone)}
            onCreated={(detail) =>
              navigate(paths.subscriptions.detail.href(merchantId, detail.subscription.id))
            }
          />
        )}
      </LazyDialog>
    </Stack>
  );
}
