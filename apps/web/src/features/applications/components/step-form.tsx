import { Button, Group } from '@mantine/core';
import type { MerchantApplication, SaveApplicationStep } from '@paydesk/domain/applications';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { SchemaForm } from '../../../shared/forms/schema-form';
import type { SchemaFormApi } from '../../../shared/forms/use-schema-form';
import { rememberApplication, saveApplicationStep } from '../api/save-application';
import type { DraftStep, StepValues } from '../utils/step-values';
import { useDraftAutosave } from '../utils/use-draft-autosave';

export interface StepProps {
  application: MerchantApplication;
  /** The step was saved: the application as the server answered it. */
  onSaved: (application: MerchantApplication) => void;
  onBack?: (() => void) | undefined;
}

/**
 * One step's form: the fields, Back and "Save and continue". The step is saved validated
 * (the server's messages land under the fields); what is typed is kept as a draft meanwhile.
 */
export function StepForm<Schema extends z.ZodType>({
  form,
  step,
  label,
  application,
  onSaved,
  onBack,
  children,
}: StepProps & {
  form: SchemaFormApi<StepValues, Schema>;
  step: DraftStep;
  label: string;
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  const drafts = useDraftAutosave(application.token, step, form.form.getValues());
  return (
    <SchemaForm
      form={form}
      errorTitle="This step could not be saved"
      aria-label={label}
      onSubmit={async (parsed, { idempotencyKey }) => {
        drafts.settle();
        const body = { step, data: (parsed as StepValues).data } as SaveApplicationStep;
        const saved = await saveApplicationStep(application.token, body, idempotencyKey);
        rememberApplication(queryClient, saved);
        onSaved(saved);
      }}
    >
      {children}
      <StepButtons onBack={onBack} submitting={form.submitting} />
    </SchemaForm>
  );
}

export function StepButtons({
  onBack,
  submitting,
  submitLabel = 'Save and continue',
}: {
  onBack?: (() => void) | undefined;
  submitting: boolean;
  submitLabel?: string;
}) {
  return (
    <Group justify="space-between" mt="md">
      {onBack ? (
        <Button variant="default" onClick={onBack}>
          Back
        </Button>
      ) : (
        <span />
      )}
      <Button type="submit" loading={submitting}>
        {submitLabel}
      </Button>
    </Group>
  );
}
