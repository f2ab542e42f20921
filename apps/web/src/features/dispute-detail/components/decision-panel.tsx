import { Button, Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import {
  DISPUTE_DECISIONS,
  DISPUTE_NOTE_MAX,
  type DisputeDecision,
} from '@paydesk/domain/dispute-fields';
import { lazy, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { LazyDialog } from '../../../shared/components/lazy-dialog';
import { DetailSection } from '../../../shared/detail-page/detail-section';
import { handleError } from '../../../shared/errors/handle-error';
import { formatCount } from '../../../shared/format/numbers';
import { FormErrorAlert } from '../../../shared/forms/form-error-alert';
import { SubmissionKeys } from '../../../shared/forms/submission-key';
import { notify } from '../../../shared/notifications/notify';
import type { DisputeDetail } from '../api/get-dispute';
import { useUpdateDisputeStatus } from '../api/update-dispute-status';
import { useCanRecordDecisions } from '../utils/decision-access';
import { decisionTexts } from '../utils/decision-texts';
import { disputeTitle } from '../utils/dispute-detail-display';

const DecisionDialog = lazy(async () => ({
  default: (await import('./decision-dialog')).DecisionDialog,
}));

export const DECISION_PANEL_TITLE = "Record the processor's decision";

interface DecisionPanelProps {
  detail: DisputeDetail;
  merchantId: number;
}

/**
 * Staff only (an admin holding can-manage-disputes): record the processor's decision on a
 * chargeback under review, when the server allows it. Merchant users never see it.
 */
export function DecisionPanel(props: DecisionPanelProps) {
  const staff = useCanRecordDecisions();
  if (!staff) return null;
  return <DecisionForm {...props} />;
}

function DecisionForm({ detail, merchantId }: DecisionPanelProps) {
  const { dispute, actions } = detail;
  const record = useUpdateDisputeStatus({ merchantId, kind: dispute.kind, disputeId: dispute.id });
  const [decision, setDecision] = useState<DisputeDecision | null>(null);
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  /** The decision recorded here: the panel stays to say so (and takes the focus). */
  const [recorded, setRecorded] = useState<DisputeDecision | null>(null);
  const keys = useRef(new SubmissionKeys());
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (recorded) heading.current?.focus();
  }, [recorded]);

  if (recorded) {
    return (
      <DetailSection title={DECISION_PANEL_TITLE} headingRef={heading}>
        <Text size="sm">{decisionTexts(dispute, recorded).doneMessage}</Text>
      </DetailSection>
    );
  }
  if (!actions.status.allowed) return null;

  const texts = decision ? decisionTexts(dispute, decision) : null;

  const confirm = async () => {
    if (!decision || record.isPending) return;
    const request = { status: decision, note: note.trim() };
    const idempotencyKey = keys.current.keyFor(request);
    try {
      await record.mutateAsync({ ...request, idempotencyKey });
    } catch (error) {
      // A refusal shows in the panel; the central handler also takes what the server did not decide.
      setConfirming(false);
      if (!isApiError(error) || error.status === 0 || error.status >= 500) {
        handleError(error, { title: 'The decision was not recorded' });
      }
      return;
    }
    keys.current.renew();
    setConfirming(false);
    setRecorded(decision);
    notify({
      level: 'success',
      title: 'Decision recorded',
      message: `${disputeTitle(dispute.kind, dispute.id, dispute.caseNumber)}: ${decisionTexts(dispute, decision).doneMessage}`,
    });
  };

  return (
    <DetailSection title={DECISION_PANEL_TITLE}>
      <Stack
        component="form"
        gap="md"
        aria-label={DECISION_PANEL_TITLE}
        onSubmit={(event) => {
          event.preventDefault();
          if (!decision) {
            setMissing(true);
            return;
          }
          setConfirming(true);
        }}
      >
        <Text size="sm">
          Staff only. The merchant countered this chargeback: once the processor has decided it,
          record the decision here. It cannot be changed afterwards.
        </Text>
        <Radio.Group
          label="Decision"
          withAsterisk
          value={decision}
          onChange={(value) => {
            setDecision(value as DisputeDecision);
            setMissing(false);
          }}
          error={missing ? 'Choose won or lost.' : undefined}
        >
          <Stack gap="xs" mt="xs">
            {DISPUTE_DECISIONS.map((value) => {
              const option = decisionTexts(dispute, value);
              return (
                <Radio
                  key={value}
                  value={value}
                  label={option.label}
                  description={option.hint}
                  disabled={record.isPending}
                />
              );
            })}
          </Stack>
        </Radio.Group>
        <Textarea
          label="Note"
          description={`Optional: kept with the decision in the audit log. ${formatCount(note.length)} / ${formatCount(DISPUTE_NOTE_MAX)} characters`}
          autosize
          minRows={2}
          maxRows={8}
          maxLength={DISPUTE_NOTE_MAX}
          value={note}
          disabled={record.isPending}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        <FormErrorAlert
          error={record.error}
          title="The decision was not recorded"
          shownPaths={[]}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={record.isPending}>
            Record decision
          </Button>
        </Group>
      </Stack>
      <LazyDialog opened={confirming}>
        {(opened) =>
          texts ? (
            <DecisionDialog
              opened={opened}
              onClose={() => setConfirming(false)}
              onConfirm={() => void confirm()}
              pending={record.isPending}
              title={texts.title}
              body={texts.body}
              action={texts.action}
              danger={decision === 'lost'}
            />
          ) : null
        }
      </LazyDialog>
    </DetailSection>
  );
}
