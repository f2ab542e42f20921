import { Alert, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { DetailSection } from '../../../shared/detail-page/detail-section';
import type { DisputeRecord } from '../api/get-dispute';
import { achNextSteps } from '../utils/ach-next-steps';

/** An ACH return takes no answer: what the merchant can do next, for its return code. */
export function AchNextStepsPanel({ dispute }: { dispute: DisputeRecord }) {
  const steps = achNextSteps(dispute.returnCode);
  const code = [dispute.returnCode, dispute.returnCodeDesc].filter(Boolean).join(' · ');
  return (
    <DetailSection title="What you can do next">
      {code ? (
        <Text size="sm" c="dimmed" mb="xs">
          Return code {code}
        </Text>
      ) : null}
      <Alert
        color={steps.retry ? 'teal' : 'orange'}
        variant="light"
        title={steps.title}
        icon={<IconInfoCircle size={18} aria-hidden />}
      >
        <Text size="sm">{steps.advice}</Text>
      </Alert>
      <Text size="xs" c="dimmed" mt="sm">
        An ACH return cannot be countered or accepted: the bank has already returned the money.
      </Text>
    </DetailSection>
  );
}
