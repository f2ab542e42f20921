import {
  Alert,
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
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { handleError } from '../../../shared/errors/handle-error';
import { type LimitIncreaseAnswer, useRequestLimitIncrease } from '../api/request-limit-increase';
import { formatUsd } from '../utils/format';

const REASON_MAX = 1000;

type FieldName = keyof LimitIncreaseRequest;
type FieldErrors = Partial<Record<FieldName, string>>;

export interface LimitIncreaseModalProps {
  opened: boolean;
  onClose: () => void;
  account: MerchantAccount;
  /** The limits mailbox (site setting limitsEmail). */
  limitsEmail: string;
}

/** The first message per field, from the domain schema or the server's 400 answer. */
function firstErrors(errors: Partial<Record<string, readonly string[] | undefined>>): FieldErrors {
  const out: FieldErrors = {};
  for (const field of ['kind', 'requestedMonthlyLimit', 'reason'] as const) {
    const message = errors[field]?.[0];
    if (message) out[field] = message;
  }
  return out;
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
  const [kind, setKind] = useState<LimitIncreaseRequest['kind']>('card');
  const [dollars, setDollars] = useState<number | string>('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<LimitIncreaseAnswer | null>(null);
  const request = useRequestLimitIncrease(account.id);
  const current =
    kind === 'card' ? account.limits.ccPerMonthLimit : account.limits.achPerMonthLimit;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const amount = typeof dollars === 'number' ? dollars : Number.NaN;
    const parsed = limitIncreaseRequestSchema.safeParse({
      kind,
      requestedMonthlyLimit: Number.isFinite(amount) ? Math.round(amount * 100) : 0,
      reason,
    });
    if (!parsed.success) {
      const fieldErrors: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? '');
        fieldErrors[key] = [...(fieldErrors[key] ?? []), issue.message];
      }
      setErrors(firstErrors(fieldErrors));
      return;
    }
    setErrors({});
    request.mutate(parsed.data, {
      onSuccess: setAnswer,
      onError: (failure) => {
        if (isApiError(failure) && failure.status === 400 && failure.fieldErrors) {
          const fromServer = firstErrors(failure.fieldErrors);
          setErrors(fromServer);
          if (Object.keys(fromServer).length > 0) return;
        }
        if (isApiError(failure) && (failure.status === 401 || failure.status === 403)) return;
        setFormError(failure.errorMessage ?? failure.message);
        handleError(failure, { title: 'Limit increase request failed' });
      },
    });
  };

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
          <Anchor href={`mailto:${mailbox}`} inherit>
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
    <form onSubmit={submit} noValidate aria-label="Request Limit Increase">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {LIMIT_INCREASE_DAYS_MESSAGE} Questions about limits:{' '}
          <Anchor href={`mailto:${limitsEmail}`} inherit>
            {limitsEmail}
          </Anchor>
          .
        </Text>
        {formError ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} aria-hidden />}
            role="alert"
          >
            {formError}
          </Alert>
        ) : null}
        <div>
          <Text size="sm" fw={500} mb={6} id="limit-kind-label">
            Limit
          </Text>
          <SegmentedControl
            fullWidth
            value={kind}
            onChange={(value) => setKind(value === 'ach' ? 'ach' : 'card')}
            data={[
              { value: 'card', label: 'Card' },
              { value: 'ach', label: 'ACH' },
            ]}
            aria-labelledby="limit-kind-label"
          />
          {errors.kind ? (
            <Text size="xs" c="red.7" mt={4}>
              {errors.kind}
            </Text>
          ) : null}
        </div>
        <NumberInput
          label="Requested monthly limit"
          description={`Current monthly ${kind === 'ach' ? 'ACH' : 'card'} limit: ${current === null ? 'none set' : formatUsd(current)}`}
          prefix="$"
          thousandSeparator=","
          decimalScale={2}
          min={0.01}
          max={100_000_000}
          hideControls
          required
          value={dollars}
          onChange={(value) => {
            setDollars(value);
            setErrors((previous) => ({ ...previous, requestedMonthlyLimit: undefined }));
          }}
          error={errors.requestedMonthlyLimit}
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
          value={reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setErrors((previous) => ({ ...previous, reason: undefined }));
          }}
          error={errors.reason}
          description={`${reason.length}/${REASON_MAX}`}
          inputWrapperOrder={['label', 'input', 'error', 'description']}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={request.isPending}>
            Send request
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
