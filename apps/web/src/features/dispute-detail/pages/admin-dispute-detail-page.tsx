import { Anchor, Stack, Text, Title } from '@mantine/core';
import {
  DISPUTE_KIND_LABELS,
  DISPUTE_KINDS,
  DISPUTE_NOT_FOUND_MESSAGE,
  type DisputeKind,
} from '@paydesk/domain/dispute-fields';
import { IconFileOff } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { AdminPermissionGate } from '../../../shared/account/admin-permission-gate';
import { isApiError } from '../../../shared/api/api-error';
import { PageState } from '../../../shared/components/page-state';
import { BackLink, DetailPageLoading } from '../../../shared/detail-page/detail-page-parts';
import { DetailSection } from '../../../shared/detail-page/detail-section';
import { routeIdOf } from '../../../shared/detail-page/route-id';
import { errorText } from '../../../shared/errors/error-message';
import { LoadErrorAlert } from '../../../shared/errors/load-error-alert';
import { PageTitle, pageTitle } from '../../../shared/page-title/page-title';
import { useAdminDispute } from '../api/get-admin-dispute';
import type { DisputeDetail } from '../api/get-dispute';
import { DisputeBody } from '../components/dispute-body';
import { disputeTitle } from '../utils/dispute-detail-display';

/** Admin reports show days in UTC (shared/admin-reports). */
const TIME_ZONE = 'UTC';

const kindOf = (raw: string | undefined): DisputeKind | undefined =>
  DISPUTE_KINDS.find((kind) => kind === raw);

function BackToReport({ kind }: { kind: DisputeKind | undefined }) {
  return kind === 'ach-return' ? (
    <BackLink to={paths.admin.reports.achReturns.href()} label="ACH Returns" />
  ) : (
    <BackLink to={paths.admin.reports.disputes.href()} label="Disputes" />
  );
}

/**
 * /admin/reports/dispute/:disputeId/:disputeType (part 2 §2): one dispute of any merchant, as
 * its merchant's page shows it, read from `GET /admin/disputes/{id}/{type}`, read-only: the
 * merchant answers from its own page. Without can-view-chargeback-report: 'Not Allowed'.
 */
export function AdminDisputeDetailPage() {
  return (
    <AdminPermissionGate permission="can-view-chargeback-report">
      <AdminDisputeView />
    </AdminPermissionGate>
  );
}

function AdminDisputeView() {
  const params = useParams();
  const kind = kindOf(params.disputeType);
  const disputeId = routeIdOf(params.disputeId ?? '');
  const detail = useAdminDispute(kind, disputeId);
  const heading = kind ? DISPUTE_KIND_LABELS[kind] : 'Dispute';
  const notFound =
    kind === undefined ||
    disputeId === undefined ||
    (isApiError(detail.error) && detail.error.status === 404);
  if (notFound) {
    return (
      <PageState
        heading="Dispute not found"
        documentTitle="Dispute not found"
        before={<BackToReport kind={kind} />}
        icon={<IconFileOff aria-hidden="true" />}
        title={errorText(detail.error) ?? DISPUTE_NOT_FOUND_MESSAGE}
        description="No dispute has this id and kind: the link may be incomplete."
        action={{ href: paths.admin.reports.disputes.href(), label: 'Back to disputes' }}
      />
    );
  }
  if (detail.error) {
    return (
      <Stack gap="lg">
        <PageTitle title={pageTitle(heading)} />
        <BackToReport kind={kind} />
        <Title order={1} fz="h2">
          {heading}
        </Title>
        <LoadErrorAlert
          title="The dispute could not be loaded"
          error={detail.error}
          onRetry={() => void detail.refetch()}
        />
      </Stack>
    );
  }
  if (!detail.data) {
    return (
      <DetailPageLoading
        documentTitle={pageTitle(heading)}
        back={<BackToReport kind={kind} />}
        status="Loading the dispute…"
        columns={[320, 240]}
      />
    );
  }
  return <AdminDisputeContent detail={detail.data} />;
}

function AdminDisputeContent({ detail }: { detail: DisputeDetail }) {
  const { dispute } = detail;
  const merchant = `${dispute.merchAccountName} / ${dispute.merchantId}`;
  return (
    <Stack gap="lg">
      <PageTitle
        title={pageTitle(
          `${disputeTitle(dispute.kind, dispute.id, dispute.caseNumber)} · ${merchant}`,
        )}
      />
      <BackToReport kind={dispute.kind} />
      <Text size="sm">
        Merchant:{' '}
        <Anchor
          component={Link}
          to={paths.admin.reports.disputes.href({ merchantid: dispute.merchantId })}
          size="sm"
        >
          {merchant}
        </Anchor>
        {' · '}Dates in UTC.
      </Text>
      <DisputeBody
        detail={detail}
        timeZone={TIME_ZONE}
        transactionHref={paths.admin.reports.transactionDetail.href(
          detail.transaction.id,
          dispute.merchantId,
        )}
        aside={
          <DetailSection title="Answers">
            <Text size="sm">{detail.actions.counter.reason}</Text>
          </DetailSection>
        }
      />
    </Stack>
  );
}
