import { Button, Group, Stack } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useAdminPermission } from '../../../shared/account/admin-permission-gate';
import { isApiError } from '../../../shared/api/api-error';
import { DetailSection } from '../../../shared/detail-page/detail-section';
import { FieldList } from '../../../shared/detail-page/field-list';
import { notify } from '../../../shared/notifications/notify';
import type { MerchantProfile } from '../api/get-merchant-profile';
import {
  type MerchantBanking,
  useMerchantBanking,
  useRevealBankAccount,
} from '../api/merchant-records';
import { BankingDialog } from './records/banking-dialog';
import { RecordError, RecordLoading } from './records/record-states';
import { SecretValue } from './records/secret-value';
import { useTimedReveal } from './records/use-timed-reveal';

const ACCOUNT_TYPE: Record<string, string> = { checking: 'Checking', savings: 'Savings' };
const OWNERSHIP: Record<string, string> = { business: 'Business', personal: 'Personal' };
const FREQUENCY: Record<MerchantBanking['payoutFrequency'], string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
};

function payoutDay(banking: MerchantBanking): string | null {
  const anchor = banking.payoutAnchor;
  if (!anchor) return null;
  if (banking.payoutFrequency === 'monthly') return `Day ${anchor} of the month`;
  return anchor.charAt(0).toUpperCase() + anchor.slice(1);
}

/**
 * The Banking tab (part 2 §2 "Contact and Banking"): the bank account payouts go to, numbers
 * masked; the full account number revealed on request (audited) for 30 s; the edit dialog.
 */
export function BankingTab({ profile }: { profile: MerchantProfile }) {
  const banking = useMerchantBanking(profile.id);
  const advanced = useAdminPermission('can-edit-merchant-advanced-info') === true;
  const reveal = useRevealBankAccount(profile.id);
  const shown = useTimedReveal<'account'>();
  const [editing, setEditing] = useState(false);

  if (banking.isPending) return <RecordLoading label="Loading the bank information…" />;
  if (banking.isError)
    return (
      <RecordError
        title="The bank information could not be loaded"
        error={banking.error}
        onRetry={() => void banking.refetch()}
      />
    );
  const b = banking.data;
  const revealAccount = () =>
    reveal.mutate(undefined, {
      onSuccess: (answer) => shown.show('account', answer.bankAccountNumber),
      onError: (error) =>
        notify({
          level: 'error',
          title: 'The account number could not be revealed',
          message: isApiError(error) ? error.message : 'Please try again.',
        }),
    });

  return (
    <Stack gap="md">
      <DetailSection title="Bank account">
        <FieldList
          fields={[
            { label: 'Bank name', value: b.bankName || null },
            {
              label: 'Account type',
              value: b.bankAccountType ? ACCOUNT_TYPE[b.bankAccountType] : null,
            },
            {
              label: 'Ownership',
              value: b.bankAccountOwnershipType ? OWNERSHIP[b.bankAccountOwnershipType] : null,
            },
            {
              label: 'Routing number',
              value: b.bankRoutingNumberLastFour ? `****${b.bankRoutingNumberLastFour}` : null,
            },
            {
              label: 'Account number',
              value: (
                <SecretValue
                  masked={b.bankAccountNumberLastFour ? `****${b.bankAccountNumberLastFour}` : null}
                  revealed={shown.shownFor('account')}
                  canReveal={advanced && b.hasBankAccountNumber}
                  pending={reveal.isPending}
                  what="the account number"
                  onReveal={revealAccount}
                  onHide={shown.hide}
                />
              ),
            },
          ]}
        />
        {advanced ? (
          <Group mt="md">
            <Button
              variant="light"
              leftSection={<IconPencil size={16} aria-hidden="true" />}
              onClick={() => setEditing(true)}
            >
              Edit bank information
            </Button>
          </Group>
        ) : null}
      </DetailSection>
      <DetailSection title="Payouts">
        <FieldList
          fields={[
            { label: 'Payout frequency', value: FREQUENCY[b.payoutFrequency] },
            { label: 'Payout day', value: payoutDay(b) },
          ]}
        />
      </DetailSection>
      <BankingDialog
        opened={editing}
        onClose={() => setEditing(false)}
        merchantId={profile.id}
        banking={b}
      />
    </Stack>
  );
}
