import { Anchor, Button, Modal, Stack, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { ListBody } from '../../../shared/data-table/list-body';
import type { ListScreenSpec } from '../../../shared/data-table/list-screen-spec';
import { ListToolbar } from '../../../shared/data-table/list-toolbar';
import { DialogActions } from '../../../shared/forms/dialog-actions';
import { SubmissionKeys } from '../../../shared/forms/submission-key';
import { useListQuery } from '../../../shared/list-state/use-list-query';
import { useListState } from '../../../shared/list-state/use-list-state';
import { notify } from '../../../shared/notifications/notify';
import { ctaKeys } from '../api/cta-keys';
import { type CtaAssignmentRow, getCtaAssignments } from '../api/get-ctas';
import { useResendCta, useUnassignCtaMerchant } from '../api/save-cta';
import { type AssignmentColumn, assignmentsListSpec } from './ctas-list-spec';

/**
 * A campaign's assignments (GET /admin/cta/assigned-report?cta_id=…): searched by merchant
 * id or DBA, filtered by state, each merchant linked to its profile and unassignable while
 * not completed; 'Resend e-mail' mails the outstanding merchants again.
 */
export function AssignmentsSection({
  ctaId,
  title,
  deleted,
  outstanding,
}: {
  ctaId: number;
  title: string;
  deleted: boolean;
  outstanding: number;
}) {
  const [unassigning, setUnassigning] = useState<CtaAssignmentRow | null>(null);
  const spec = useMemo<ListScreenSpec<CtaAssignmentRow, AssignmentColumn>>(
    () => ({
      ...assignmentsListSpec,
      cells: {
        ...assignmentsListSpec.cells,
        merchantId: (row) => (
          <Anchor
            component={Link}
            to={paths.admin.merchants.profile.href(row.merchantId)}
            size="sm"
          >
            {row.merchantId}
          </Anchor>
        ),
        actions: (row) =>
          row.state === 'completed' || deleted ? (
            '—'
          ) : (
            <Button
              size="compact-sm"
              variant="default"
              color="red"
              aria-label={`Unassign ${row.businessCommonName} (${row.merchantId})`}
              onClick={() => setUnassigning(row)}
            >
              Unassign
            </Button>
          ),
      },
    }),
    [deleted],
  );
  const list = useListState(spec, { query: { cta_id: String(ctaId) } });
  const result = useListQuery(list, {
    queryKey: (pageKey) => ctaKeys.assigned(pageKey),
    fetchPage: (query, signal) => getCtaAssignments(query, signal),
  });
  return (
    <Stack gap="sm">
      <ListToolbar
        list={list}
        searchLabel="Search assignments"
        searchPlaceholder="Merchant id or DBA"
        total={result.meta?.totalRecords}
        onRefresh={result.refresh}
        actions={
          <ResendButton ctaId={ctaId} title={title} disabled={deleted || outstanding === 0} />
        }
      />
      <ListBody spec={spec} list={list} result={result} firstUseAction={null} />
      {unassigning ? (
        <UnassignModal ctaId={ctaId} row={unassigning} onClose={() => setUnassigning(null)} />
      ) : null}
    </Stack>
  );
}

function UnassignModal({
  ctaId,
  row,
  onClose,
}: {
  ctaId: number;
  row: CtaAssignmentRow;
  onClose: () => void;
}) {
  const unassign = useUnassignCtaMerchant(ctaId);
  const keys = useRef(new SubmissionKeys());
  return (
    <Modal opened onClose={onClose} title="Unassign this merchant?" centered>
      <Stack gap="md">
        <Text size="sm">
          {row.businessCommonName} ({row.merchantId}) no longer sees “{row.ctaTitle}”.
          {row.holdPlacedAt && !row.holdReleasedAt
            ? ' The funding hold the call to action placed is lifted.'
            : ''}{' '}
          It can be assigned again later.
        </Text>
        <DialogActions
          confirmLabel="Unassign"
          danger
          pending={unassign.isPending}
          error={unassign.error}
          errorTitle="The merchant was not unassigned"
          autoFocusCancel
          onCancel={onClose}
          onConfirm={async () => {
            try {
              const answer = await unassign.mutateAsync({
                merchantId: row.merchantId,
                idempotencyKey: keys.current.keyFor(row.merchantId),
              });
              keys.current.renew();
              notify({
                level: 'success',
                title: 'Merchant unassigned',
                message: `${row.businessCommonName}${answer.holdLifted ? ': its funding hold was lifted.' : '.'}`,
              });
              onClose();
            } catch {
              // The dialog says why (DialogActions' error).
            }
          }}
        />
      </Stack>
    </Modal>
  );
}

function ResendButton({
  ctaId,
  title,
  disabled,
}: {
  ctaId: number;
  title: string;
  disabled: boolean;
}) {
  const [open, setOpen] = useState(false);
  const resend = useResendCta(ctaId);
  const keys = useRef(new SubmissionKeys());
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconMailForward size={16} aria-hidden />}
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        Resend e-mail
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title="Resend the e-mail?" centered>
        <Stack gap="md">
          <Text size="sm">
            The merchants who have not answered “{title}” are e-mailed again. A merchant e-mailed
            within the last hour is left alone.
          </Text>
          <DialogActions
            confirmLabel="Resend e-mail"
            pending={resend.isPending}
            error={resend.error}
            errorTitle="The e-mail was not resent"
            onCancel={() => setOpen(false)}
            onConfirm={async () => {
              try {
                const answer = await resend.mutateAsync({
                  idempotencyKey: keys.current.keyFor(ctaId),
                });
                keys.current.renew();
                notify({
                  level: 'success',
                  title: `E-mail resent to ${answer.resent} ${answer.resent === 1 ? 'merchant' : 'merchants'}`,
                  message:
                    answer.throttled > 0
                      ? `${answer.throttled} e-mailed within the last hour ${answer.throttled === 1 ? 'was' : 'were'} left alone.`
                      : `${answer.emailsQueued} e-mails queued.`,
                });
                setOpen(false);
              } catch {
                // The dialog says why.
              }
            }}
          />
        </Stack>
      </Modal>
    </>
  );
}
