import {
  Anchor,
  Button,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  ThemeIcon,
} from '@mantine/core';
import {
  LIMIT_INCREASE_DAYS_MESSAGE,
  type LimitIncreaseRequest,
  limitIncreaseRequestSchema,
  type MerchantAccount,
} from '@paydesk/domain/merchant-account';
import { formatMoney } from '@paydesk/domain/money';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { handleError } from '../../../shared/errors/handle-error';
import { SchemaForm } from '../../../shared/forms/schema-form';
import { useSchemaForm } from '../../../shared/forms/use-schema-form';
import { type LimitIncreaseAnswer, useRequestLimitIncrease } from '../api/request-limit-increase';

const REASON_MAX = 1000;

/** What the form holds: the limit in dollars as typed ('' while empty). */
type LimitIncreaseValues = {
  kind: LimitIncreaseRequest['kind'];
  requestedMonthlyLimit: number | string;
  reason: string;
};

/** Dollars typed -> the request's cents ('' or a non-number is 0, which the schema refuses). */
function toRequest(values: LimitIncreaseValues): LimitIncreaseRequest {
  const dollars =
    typeof values.requestedMonthlyLimit === 'number' ? values.requestedMonthlyLimit : 0;
  return {
    kind: values.kind,
    requestedMonthlyLimit: Number.isFinite(dollars) ? Math.round(dollars * 100) : 0,
    reason: values.reason,
  };
}

/** Field refusals stay under their fields; anything else also goes to the central handler. */
function reportFailure(failure: unknown): void {
  if (isApiError(failure) && (failure.status === 401 || failure.status === 403)) return;
  if (isApiError(failure) && failure.status === 400 && failure.fieldErrors) {
    const fields = ['kind', 'requestedMonthlyLimit', 'reason'];
    if (Object.keys(failure.fieldErrors).some((path) => fields.includes(path))) return;
  }
  handleError(failure, { title: 'Limit increase request failed' });
}

export interface LimitIncreaseModalProps {
  opened: boolean;
  onClose: () => void;
  account: MerchantAccount;
  /** The limits mailbox (site setting limitsEmail). */
  limitsEmail: string;
}

/** The Request Limit Increase modal: a form, then the answer with the mailbox (part 1 §2). */
export function LimitIncreaseModal({
  opened,
  onClose,
  account,
  limitsEmail,
}: LimitIncreaseModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Request Limit Increase" size="lg">
      {opened ? (
        <LimitIncreaseForm account={account} limitsEmail={limitsEmail} onClose={onClose} />
      ) : null}
    </Modal>
  );
}

function LimitIncreaseForm({
  account,
  limitsEmail,
  onClose,
}: Omit<LimitIncreaseModalProps, 'opened'>) {
  const [answer, setAnswer] = useState<LimitIncreaseAnswer | null>(null);
  const request = useRequestLimitIncrease(account.id);
  const form = useSchemaForm({
    schema: limitIncreaseRequestSchema,
    initialValues: { kind: 'card', requestedMonthlyLimit: '', reason: '' } as LimitIncreaseValues,
    toInput: toRequest,
    onSubmitError: reportFailure,
  });
  const { kind, reason } = form.form.values;
  const current =
    kind === 'card' ? account.limits.ccPerMonthLimit : account.limits.achPerMonthLimit;
  // A segmented control takes no error prop: its message is shown under it.
  const kindField = form.field('kind');

  if (answer) {
    const mailbox = answer.contactEmail || limitsEmail;
    return (
      <Stack gap="md" align="center" ta="center" py="md" role="status">
        <ThemeIcon size={56} radius="xl" color="teal" variant="light">
          <IconCircleCheck size={32} aria-hidden />
        </ThemeIcon>
        <Text fw={600} size="lg">
          Request sent
        </Text>
        <Text size="sm" maw={440}>
          {answer.message}
        </Text>
        {answer.message.includes('2-3 business days') ? null : (
          <Text size="sm">{LIMIT_INCREASE_DAYS_MESSAGE}</Text>
        )}
        <Text size="sm" c="dimmed">
          Questions about limits:{' '}
          <Anchor href={`mailto:${mailbox}`} inherit underline="always">
            {mailbox}
          </Anchor>
        </Text>
        <Button onClick={onClose} mt="xs">
          Done
        </Button>
      </Stack>
    );
  }

  return (
    <SchemaForm
      form={form}
      // The same submission keeps its Idempotency-Key across retries: never two requests.
      onSubmit={async (data, { idempotencyKey }) =>
        setAnswer(await request.mutateAsync({ ...data, idempotencyKey }))
      }
      errorTitle="Limit increase request failed"
      aria-label="Request Limit Increase"
    >
      <Text size="sm" c="dimmed">
        {LIMIT_INCREASE_DAYS_MESSAGE} Questions about limits:{' '}
        <Anchor href={`mailto:${limitsEmail}`} inherit underline="always">
          {limitsEmail}
        </Anchor>
        .
      </Text>
      <div>
        <Text size="sm" fw={500} mb={6} id="limit-kind-label">
          Limit
        </Text>
        <SegmentedControl
          fullWidth
          value={kindField.value}
          onChange={kindField.onChange}
          data={[
            { value: 'card', label: 'Card' },
            { value: 'ach', label: 'ACH' },
          ]}
          aria-labelledby="limit-kind-label"
        />
        {kindField.error ? (
          <Text size="xs" c="var(--mantine-color-error)" mt={4}>
            {kindField.error}
          </Text>
        ) : null}
      </div>
      <NumberInput
        label="Requested monthly limit"
        description={`Current monthly ${kind === 'ach' ? 'ACH' : 'card'} limit: ${current === null ? 'none set' : formatMoney(current, account.currency)}`}
        prefix="$"
        thousandSeparator=","
        decimalScale={2}
        min={0.01}
        max={100_000_000}
        hideControls
        required
        {...form.field('requestedMonthlyLimit')}
        data-autofocus
      />
      <Textarea
        label="Why do you need a higher limit?"
        placeholder="e.g. seasonal sales, a new location, larger orders"
        required
        autosize
        minRows={3}
        maxRows={8}
        maxLength={REASON_MAX}
        {...form.field('reason')}
        description={`${reason.length}/${REASON_MAX}`}
        inputWrapperOrder={['label', 'input', 'error', 'description']}
      />
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" loading={form.submitting}>
          Send request
        </Button>
      </Group>
    </SchemaForm>
  );
}
