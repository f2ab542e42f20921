import { Paper, Progress, Stack, Text, Title } from '@mantine/core';
import type { MerchantApplication } from '@paydesk/domain/applications';
import { useRef, useState } from 'react';
import { BankStep } from './bank-step';
import { BusinessStep } from './business-step';
import { DocumentsStep } from './documents-step';
import { OwnerStep } from './owner-step';
import { ReviewStep } from './review-step';

const STEP_TITLES = ['Business', 'Owner', 'Bank account', 'Documents', 'Review and submit'];

/**
 * The application's five steps, resuming at the step reached. Each step is saved as it is left
 * forwards; Back keeps the step's typing as a draft.
 */
export function ApplicationWizard({
  application,
  onSubmitted,
}: {
  application: MerchantApplication;
  onSubmitted: (application: MerchantApplication) => void;
}) {
  const [step, setStep] = useState(() => Math.min(Math.max(application.currentStep, 1), 5));
  const heading = useRef<HTMLHeadingElement>(null);
  /** Moves to a step: the top of the form, and its title for screen readers. */
  const go = (next: number) => {
    setStep(next);
    requestAnimationFrame(() => {
      heading.current?.focus();
      heading.current?.scrollIntoView?.({ block: 'start' });
    });
  };

  const back = step > 1 ? () => go(step - 1) : undefined;
  const next = (saved: MerchantApplication) => go(Math.min(saved.currentStep, step + 1));
  const props = { application, onSaved: next, onBack: back };
  return (
    <Stack gap="md">
      <Stack gap={6}>
        <Text size="sm" c="dimmed">
          Step {step} of 5
        </Text>
        <Progress.Root size="sm">
          <Progress.Section value={(step / 5) * 100} aria-label={`Step ${step} of 5`} />
        </Progress.Root>
        <Title order={2} fz="h3" ref={heading} tabIndex={-1}>
          {STEP_TITLES[step - 1]}
        </Title>
      </Stack>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        {step === 1 ? <BusinessStep key="business" {...props} /> : null}
        {step === 2 ? <OwnerStep key="owner" {...props} /> : null}
        {step === 3 ? <BankStep key="bank" {...props} /> : null}
        {step === 4 ? <DocumentsStep key="documents" {...props} /> : null}
        {step === 5 ? (
          <ReviewStep application={application} onBack={() => go(4)} onSubmitted={onSubmitted} />
        ) : null}
      </Paper>
    </Stack>
  );
}
