import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowsExchange, IconReceipt2 } from '@tabler/icons-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { AdminPermissionGate } from '../../../shared/account/admin-permission-gate';
import { isApiError } from '../../../shared/api/api-error';
import { PageState } from '../../../shared/components/page-state';
import {
  BackLink,
  DetailHeader,
  DetailPageLoading,
  EditButton,
} from '../../../shared/detail-page/detail-page-parts';
import { DetailSection } from '../../../shared/detail-page/detail-section';
import { routeIdOf } from '../../../shared/detail-page/route-id';
import { LoadErrorAlert } from '../../../shared/errors/load-error-alert';
import { PageTitle, pageTitle } from '../../../shared/page-title/page-title';
import { useRate } from '../api/get-rates';
import type { Rate } from '../api/save-rate';
import { ConvertResidualModal } from '../components/convert-residual-modal';
import { RateFeesCard } from '../components/rate-fees-card';
import { RateFormModal } from '../components/rate-form-modal';
import { RateMerchantsCard } from '../components/rate-merchants-card';
import { RatePartnersCard } from '../components/rate-partners-card';
import classes from './rate-profile-page.module.css';

/**
 * /admin/rates/:id/profile (part 2 §2, §3 "Rate"): the rate's fees (Edit; changes apply to new
 * transactions only), the partners it is linked to (link and unlink through a partner picker),
 * its residual rate (Convert to residual) and the merchants on it. Without can-view-rates:
 * 'Not Allowed'.
 */
export function RateProfilePage() {
  const id = routeIdOf(useParams().id);
  return (
    <AdminPermissionGate permission="can-view-rates">
      {id === undefined ? <RateNotFound /> : <RateProfile key={id} id={id} />}
    </AdminPermissionGate>
  );
}

const back = <BackLink to={paths.admin.rates.list.href()} label="Rates" />;

function RateNotFound() {
  return (
    <PageState
      heading="Rate not found"
      before={back}
      icon={<IconReceipt2 aria-hidden />}
      title="Rate not found."
      description="The link may be incomplete, or the rate may not exist."
      action={{ href: paths.admin.rates.list.href(), label: 'Back to rates' }}
    />
  );
}

function RateProfile({ id }: { id: number }) {
  const rate = useRate(id);
  if (isApiError(rate.error) && [400, 404].includes(rate.error.status)) return <RateNotFound />;
  if (rate.error) {
    return (
      <Stack gap="lg">
        <PageTitle title={pageTitle('Rate')} />
        {back}
        <Title order={1} fz="h2">
          Rate
        </Title>
        <LoadErrorAlert
          title="The rate could not be loaded"
          error={rate.error}
          onRetry={() => void rate.refetch()}
        />
      </Stack>
    );
  }
  if (!rate.data) {
    return (
      <DetailPageLoading
        documentTitle={pageTitle('Rate')}
        back={back}
        status="Loading the rate…"
        columns={[260, 200]}
      />
    );
  }
  return <RateView rate={rate.data} />;
}

function RateView({ rate }: { rate: Rate }) {
  const [editing, setEditing] = useState(false);
  const [converting, setConverting] = useState(false);
  return (
    <Stack gap="lg">
      <PageTitle title={pageTitle(`${rate.rateName} · Rates`)} />
      {back}
      <DetailHeader
        eyebrow={`Rate #${rate.id} · ${rate.processorName}`}
        title={rate.rateName}
        titleAside={
          rate.isResidualRate ? (
            <Badge color="grape" variant="light">
              Residual rate
            </Badge>
          ) : null
        }
        actions={
          <Group gap="xs">
            <EditButton onClick={() => setEditing(true)} />
            <Button
              variant="default"
              leftSection={<IconArrowsExchange size={16} aria-hidden />}
              onClick={() => setConverting(true)}
            >
              {rate.isResidualRate ? 'Residual settings' : 'Convert to residual'}
            </Button>
          </Group>
        }
      >
        <Text size="sm" c="dimmed">
          {rate.merchantCount === 1 ? '1 merchant' : `${rate.merchantCount} merchants`} on this rate
        </Text>
      </DetailHeader>
      <div className={classes.columns}>
        <Stack gap="md">
          <RateFeesCard rate={rate} />
          <DetailSection title="Residual">
            <Text size="sm">
              {rate.isResidualRate
                ? 'This is a residual rate: other rates may point at it.'
                : rate.residualRateName
                  ? `Points at the residual rate ${rate.residualRateName}.`
                  : 'Points at no residual rate.'}
            </Text>
          </DetailSection>
        </Stack>
        <Stack gap="md">
          <RatePartnersCard rate={rate} />
          <RateMerchantsCard rateId={rate.id} />
        </Stack>
      </div>
      <RateFormModal
        opened={editing}
        onClose={() => setEditing(false)}
        rate={rate}
        onSaved={() => setEditing(false)}
      />
      <ConvertResidualModal opened={converting} onClose={() => setConverting(false)} rate={rate} />
    </Stack>
  );
}
