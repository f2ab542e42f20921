import {
  Badge,
  Button,
  Modal,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { CreateCta, UpdateCta } from '@paydesk/domain/admin-ctas';
import { IconSpeakerphone, IconTrash } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { AdminPermissionGate } from '../../../shared/account/admin-permission-gate';
import { ToolsFrame } from '../../../shared/admin-tools/tools-frame';
import { isApiError } from '../../../shared/api/api-error';
import { PageState } from '../../../shared/components/page-state';
import { BackLink, DetailHeader } from '../../../shared/detail-page/detail-page-parts';
import { LoadErrorAlert } from '../../../shared/errors/load-error-alert';
import { DialogActions } from '../../../shared/forms/dialog-actions';
import { SubmissionKeys } from '../../../shared/forms/submission-key';
import { notify } from '../../../shared/notifications/notify';
import { PageTitle, pageTitle } from '../../../shared/page-title/page-title';
import { type CtaCampaign, useCta } from '../api/get-ctas';
import { useDeleteCta, useUpdateCta } from '../api/save-cta';
import { AssignPanel } from '../components/assign-panel';
import { AssignmentsSection } from '../components/assignments-section';
import { CompletedSection } from '../components/completed-section';
import { CtaForm } from '../components/cta-form';
import { utc } from '../components/ctas-list-spec';
import { sameDeadline } from '../utils/cta-form-values';

const sameList = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((value, i) => value === b[i]);

/** The fields of the form that differ from the campaign: PATCH sends only those. */
export function changedFields(campaign: CtaCampaign, body: CreateCta): UpdateCta {
  const changes: UpdateCta = {};
  if (body.title !== campaign.title) changes.title = body.title;
  if (body.message !== campaign.message) changes.message = body.message;
  if (body.can_be_dismissed !== campaign.can_be_dismissed)
    changes.can_be_dismissed = body.can_be_dismissed;
  if (body.terms_of_service !== campaign.terms_of_service)
    changes.terms_of_service = body.terms_of_service;
  if (!sameList([...body.settings.viewable_by].sort(), [...campaign.settings.viewable_by].sort()))
    changes.settings = body.settings;
  if (!sameList([...body.categories].sort(), [...campaign.categories].sort()))
    changes.categories = body.categories;
  const docs = campaign.documents_requested.map((d) => d.document_type_name);
  if (!sameList([...body.documents_requested].sort(), [...docs].sort()))
    changes.documents_requested = body.documents_requested;
  if (body.email_template !== campaign.email_template) changes.email_template = body.email_template;
  if (!sameDeadline(body.deadline_at, campaign.deadline_at)) changes.deadline_at = body.deadline_at;
  if (!sameList(body.reminder_days, campaign.reminder_days))
    changes.reminder_days = body.reminder_days;
  if (body.hold_at_deadline !== campaign.hold_at_deadline)
    changes.hold_at_deadline = body.hold_at_deadline;
  return changes;
}

/**
 * /admin/tools/ctas/:id/edit: the campaign's counts, its form, Delete (with a confirmation),
 * and the work on it: assign (one merchant, by filter, from a CSV), the assignments with
 * Unassign and 'Resend e-mail', and the completed submissions.
 */
export function CtaEditPage() {
  return (
    <AdminPermissionGate permission="can-manage-ctas">
      <ToolsFrame current="ctas">
        <CtaEditView />
      </ToolsFrame>
    </AdminPermissionGate>
  );
}

function CtaEditView() {
  const { id: idParam } = useParams();
  const id = /^[1-9]\d{0,9}$/.test(idParam ?? '') ? Number(idParam) : 0;
  const query = useCta(id);
  const back = <BackLink to={paths.admin.tools.ctas.href()} label="Calls to action" />;
  if (id === 0 || (query.isError && isApiError(query.error) && query.error.status === 404)) {
    return (
      <PageState
        heading="Call to action not found"
        before={back}
        icon={<IconSpeakerphone aria-hidden />}
        title="There is no such call to action"
        description="It may have been mistyped. The list shows every campaign."
        action={{ href: paths.admin.tools.ctas.href(), label: 'All calls to action' }}
      />
    );
  }
  if (query.isPending) {
    return (
      <Stack gap="lg" aria-busy="true">
        <PageTitle title={pageTitle('Edit call to action')} />
        {back}
        <Text role="status" size="sm" c="dimmed">
          Loading the call to action…
        </Text>
        <Skeleton h={90} radius="lg" />
        <Skeleton h={400} radius="lg" />
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Stack gap="lg">
        <PageTitle title={pageTitle('Edit call to action')} />
        {back}
        <LoadErrorAlert
          title="The call to action could not be loaded"
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      </Stack>
    );
  }
  return <CtaEditContent campaign={query.data} back={back} />;
}

function Count({ label, value }: { label: string; value: number }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="xl" fw={600}>
        {value}
      </Text>
    </Paper>
  );
}

function CtaEditContent({ campaign, back }: { campaign: CtaCampaign; back: React.ReactNode }) {
  const navigate = useNavigate();
  const update = useUpdateCta(campaign.id);
  const [deleting, setDeleting] = useState(false);
  const deleted = campaign.deleted_at !== null;
  return (
    <Stack gap="xl">
      <PageTitle title={pageTitle(`${campaign.title} · Call to action`)} />
      <Stack gap="sm">
        {back}
        <DetailHeader
          eyebrow="Call to action"
          title={campaign.title}
          titleAside={
            deleted ? (
              <Badge color="gray" variant="light">
                Deleted
              </Badge>
            ) : null
          }
          actions={
            deleted ? null : (
              <Button
                variant="default"
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => setDeleting(true)}
              >
                Delete
              </Button>
            )
          }
        >
          <Text size="sm" c="dimmed">
            Created {utc(campaign.created_at)}
            {campaign.created_by ? ` by ${campaign.created_by}` : ''}
            {campaign.deadline_at ? ` · Deadline ${utc(campaign.deadline_at)}` : ''}
            {deleted ? ` · Deleted ${utc(campaign.deleted_at)}` : ''}
          </Text>
        </DetailHeader>
        <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm" role="group" aria-label="Counts">
          <Count label="Assigned" value={campaign.counts.assigned} />
          <Count label="Completed" value={campaign.counts.completed} />
          <Count label="Outstanding" value={campaign.counts.outstanding} />
          <Count label="Dismissed" value={campaign.counts.dismissed} />
          <Count label="Holds placed" value={campaign.counts.holds_placed} />
        </SimpleGrid>
      </Stack>

      {deleted ? null : (
        <Paper
          withBorder
          radius="lg"
          p={{ base: 'md', sm: 'lg' }}
          component="section"
          aria-labelledby="cta-assign"
        >
          <Stack gap="sm">
            <Title order={2} fz="h4" id="cta-assign">
              Assign
            </Title>
            <AssignPanel ctaId={campaign.id} disabled={deleted} />
          </Stack>
        </Paper>
      )}

      <section aria-labelledby="cta-assignments">
        <Stack gap="sm">
          <Title order={2} fz="h4" id="cta-assignments">
            Assignments
          </Title>
          <AssignmentsSection
            ctaId={campaign.id}
            title={campaign.title}
            deleted={deleted}
            outstanding={campaign.counts.outstanding}
          />
        </Stack>
      </section>

      <section aria-labelledby="cta-completed">
        <CompletedSection ctaId={campaign.id} />
      </section>

      <Paper
        withBorder
        radius="lg"
        p={{ base: 'md', sm: 'lg' }}
        component="section"
        aria-labelledby="cta-details"
      >
        <Stack gap="sm">
          <Title order={2} fz="h4" id="cta-details">
            Details
          </Title>
          {deleted ? (
            <Text size="sm" c="dimmed">
              A deleted call to action can no longer be changed or assigned; its reports stay.
            </Text>
          ) : null}
          <CtaForm
            key={`${campaign.id}`}
            campaign={campaign}
            readOnly={deleted}
            submitLabel="Save changes"
            onCancel={() => navigate(paths.admin.tools.ctas.href())}
            onSubmit={async (body, { idempotencyKey }) => {
              const changes = changedFields(campaign, body);
              if (Object.keys(changes).length === 0) {
                notify({ level: 'warning', title: 'Nothing changed', message: campaign.title });
                return;
              }
              const saved = await update.mutateAsync({ ...changes, idempotencyKey });
              notify({ level: 'success', title: 'Call to action saved', message: saved.title });
            }}
          />
        </Stack>
      </Paper>

      {deleting ? <DeleteModal campaign={campaign} onClose={() => setDeleting(false)} /> : null}
    </Stack>
  );
}

function DeleteModal({ campaign, onClose }: { campaign: CtaCampaign; onClose: () => void }) {
  const remove = useDeleteCta(campaign.id);
  const keys = useRef(new SubmissionKeys());
  const navigate = useNavigate();
  const { outstanding, holds_placed: holds } = campaign.counts;
  return (
    <Modal opened onClose={onClose} title="Delete this call to action?" centered>
      <Stack gap="md">
        <Text size="sm">
          “{campaign.title}” can no longer be changed or assigned.{' '}
          {outstanding === 1 ? 'The merchant who has not answered no longer sees it. ' : ''}
          {outstanding > 1
            ? `The ${outstanding} merchants who have not answered no longer see it. `
            : ''}
          {holds > 0 ? 'The funding holds it placed are lifted. ' : ''}
          The reports keep it.
        </Text>
        <DialogActions
          confirmLabel="Delete"
          danger
          pending={remove.isPending}
          error={remove.error}
          errorTitle="The call to action was not deleted"
          autoFocusCancel
          onCancel={onClose}
          onConfirm={async () => {
            try {
              await remove.mutateAsync({ idempotencyKey: keys.current.keyFor(campaign.id) });
              keys.current.renew();
              notify({
                level: 'success',
                title: 'Call to action deleted',
                message: campaign.title,
              });
              navigate(paths.admin.tools.ctas.href());
            } catch {
              // The dialog says why.
            }
          }}
        />
      </Stack>
    </Modal>
  );
}
