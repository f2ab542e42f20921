import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { isTimeZone } from '@paydesk/domain/date-presets';
import {
  DISPUTE_KIND_LABELS,
  DISPUTE_KINDS,
  DISPUTE_NOT_FOUND_MESSAGE,
  type DisputeKind,
} from '@paydesk/domain/dispute-fields';
import { IconFileOff } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../shared/api/api-error';
import { AccountNotFound, PageState } from '../../../shared/components/page-state';
import { browserTimeZone } from '../../../shared/date-range/report-range-params';
import { DetailPageLoading } from '../../../shared/detail-page/detail-page-parts';
import { routeIdOf } from '../../../shared/detail-page/route-id';
import { errorText } from '../../../shared/errors/error-message';
import { LoadErrorAlert } from '../../../shared/errors/load-error-alert';
import { useMerchantAccount } from '../../../shared/merchant-account/get-merchant-account';
import { PageTitle, pageTitle } from '../../../shared/page-title/page-title';
import { type DisputeDetail, useDispute } from '../api/get-dispute';
import { useDisputeAccountOf } from '../api/get-dispute-account';
import { DecisionPanel } from '../components/decision-panel';
import { DisputeActions } from '../components/dispute-actions';
import { DisputeBody } from '../components/dispute-body';
import { BackToDisputes } from '../components/dispute-header';
import { disputeTitle } from '../utils/dispute-detail-display';
import { ACCOUNT_PARAM, useDisputeAccount } from '../utils/use-dispute-account';

const kindOf = (raw: string | undefined): DisputeKind | undefined =>
  DISPUTE_KINDS.find((kind) => kind === raw);

/**
 * /dispute-detail/:disputeId/:disputeType(?accountId=): one chargeback, retrieval or ACH
 * return with its transaction, money, history and evidence, and the answers still open (and,
 * for staff, the processor's decision to record).
 */
export function DisputeDetailPage() {
  const [search] = useSearchParams();
  const params = useParams();
  const raw = params.disputeId ?? '';
  const disputeId = routeIdOf(raw);
  const kind = kindOf(params.disputeType);
  // A link that names no account (an e-mail, single sign-on) asks which account it is first.
  if (search.get(ACCOUNT_PARAM) === null && kind && disputeId) {
    return <FindDisputeAccount kind={kind} disputeId={disputeId} />;
  }
  return <DisputeOfAccount kind={kind} disputeId={disputeId} raw={raw} />;
}

/**
 * Finds the dispute's account and opens the page with it named (`?accountId=`, replacing this
 * entry); none of the user's: the selected account's page says it is not found.
 */
function FindDisputeAccount({ kind, disputeId }: { kind: DisputeKind; disputeId: number }) {
  const account = useDisputeAccountOf(kind, disputeId);
  if (account.data) {
    return (
      <Navigate replace to={paths.disputes.detail.href(disputeId, kind, account.data.merchantId)} />
    );
  }
  if (account.isError) {
    return <DisputeOfAccount kind={kind} disputeId={disputeId} raw={String(disputeId)} />;
  }
  return (
    <Stack gap="lg" aria-busy="true">
      <Text role="status" size="sm" c="dimmed">
        Finding the dispute…
      </Text>
      <Skeleton h={110} radius="lg" />
    </Stack>
  );
}

function DisputeOfAccount({
  kind,
  disputeId,
  raw,
}: {
  kind: DisputeKind | undefined;
  disputeId: number | undefined;
  raw: string;
}) {
  const merchantId = useDisputeAccount();
  if (merchantId === undefined) return <AccountNotFound heading="Dispute" />;
  return (
    <DisputeDetailView
      key={`${merchantId}/${kind}/${raw}`}
      merchantId={merchantId}
      kind={kind}
      disputeId={disputeId}
    />
  );
}

interface ViewProps {
  merchantId: number;
  /** undefined: the path names no kind or no id (nothing is asked). */
  kind: DisputeKind | undefined;
  disputeId: number | undefined;
}

function DisputeDetailView({ merchantId, kind, disputeId }: ViewProps) {
  const merchant = useMerchantAccount(merchantId);
  const detail = useDispute(merchantId, kind, disputeId);
  const name = merchant.data?.businessCommonName ?? String(merchantId);
  const zone = merchant.data?.timezone;
  const timeZone = isTimeZone(zone) ? zone : browserTimeZone();
  const heading = kind ? DISPUTE_KIND_LABELS[kind] : 'Dispute';

  useEffect(() => {
    document.scrollingElement?.scrollTo?.({ top: 0 });
  }, []);

  const notFound =
    kind === undefined ||
    disputeId === undefined ||
    (isApiError(detail.error) && detail.error.status === 404);
  if (notFound) {
    return (
      <PageState
        heading="Dispute not found"
        documentTitle={`Dispute not found · ${name}`}
        before={<BackToDisputes merchantId={merchantId} />}
        icon={<IconFileOff aria-hidden="true" />}
        title={(detail.error && errorText(detail.error)) || DISPUTE_NOT_FOUND_MESSAGE}
        description="It may belong to another account, or the link may be incomplete."
        action={{ href: paths.disputes.list.href(merchantId), label: 'Back to disputes' }}
      />
    );
  }
  if (detail.error) {
    return (
      <Stack gap="lg">
        <PageTitle title={pageTitle(`${heading} · ${name}`)} />
        <BackToDisputes merchantId={merchantId} />
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
        documentTitle={pageTitle(`${heading} · ${name}`)}
        back={<BackToDisputes merchantId={merchantId} />}
        status="Loading the dispute…"
        columns={[320, 240]}
      />
    );
  }
  return (
    <DisputeContent merchantId={merchantId} detail={detail.data} name={name} timeZone={timeZone} />
  );
}

interface ContentProps {
  merchantId: number;
  detail: DisputeDetail;
  name: string;
  timeZone: string;
}

function DisputeContent({ merchantId, detail, name, timeZone }: ContentProps) {
  const { dispute } = detail;
  return (
    <Stack gap="lg">
      <PageTitle
        title={pageTitle(`${disputeTitle(dispute.kind, dispute.id, dispute.caseNumber)} · ${name}`)}
      />
      <BackToDisputes merchantId={merchantId} />
      <DisputeBody
        detail={detail}
        timeZone={timeZone}
        transactionHref={paths.transactions.detail.href(merchantId, detail.transaction.id)}
        aside={
          <>
            <DisputeActions detail={detail} merchantId={merchantId} />
            <DecisionPanel detail={detail} merchantId={merchantId} />
          </>
        }
      />
    </Stack>
  );
}
