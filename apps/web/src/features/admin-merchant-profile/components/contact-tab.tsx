import { SimpleGrid, Stack } from '@mantine/core';
import type { AdminMerchantContact } from '@paydesk/domain/admin-merchant-records';
import { useAdminPermission } from '../../../shared/account/admin-permission-gate';
import { isApiError } from '../../../shared/api/api-error';
import { DetailSection } from '../../../shared/detail-page/detail-section';
import { FieldList } from '../../../shared/detail-page/field-list';
import { formatShortDate } from '../../../shared/format/dates';
import { notify } from '../../../shared/notifications/notify';
import type { MerchantProfile } from '../api/get-merchant-profile';
import { useMerchantContacts, useRevealFullSsn } from '../api/merchant-records';
import { RecordEmpty, RecordError, RecordLoading } from './records/record-states';
import { SecretValue } from './records/secret-value';
import { useTimedReveal } from './records/use-timed-reveal';

const fullName = (c: AdminMerchantContact) => `${c.firstName} ${c.lastName}`.trim();

function addressText(c: AdminMerchantContact): string | null {
  const line = [c.address1, c.address2].filter(Boolean).join(', ');
  const place = [c.city, [c.state, c.postalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const text = [line, place, c.countryId].filter(Boolean).join(', ');
  return line || place ? text : null;
}

function personFields(c: AdminMerchantContact) {
  return [
    { label: 'Name', value: fullName(c) || null },
    { label: 'E-mail', value: c.email },
    { label: 'Phone', value: c.phone },
    { label: 'Address', value: addressText(c) },
    { label: 'Date of birth', value: c.dateOfBirth ? formatShortDate(c.dateOfBirth) : null },
  ];
}

/**
 * The Contact tab (part 2 §2 "Contact and Banking"): the primary contact and the beneficial
 * owners; an owner's full SSN revealed on request (audited on the server) for 30 s.
 */
export function ContactTab({ profile }: { profile: MerchantProfile }) {
  const contacts = useMerchantContacts(profile.id);
  const canReveal = useAdminPermission('can-edit-merchant-advanced-info') === true;
  const reveal = useRevealFullSsn(profile.id);
  const shown = useTimedReveal<number>();

  if (contacts.isPending) return <RecordLoading label="Loading the contacts…" />;
  if (contacts.isError)
    return (
      <RecordError
        title="The contacts could not be loaded"
        error={contacts.error}
        onRetry={() => void contacts.refetch()}
      />
    );
  const { primaryContact, owners } = contacts.data;

  const revealSsn = (owner: AdminMerchantContact) =>
    reveal.mutate(owner.id, {
      onSuccess: (answer) => shown.show(owner.id, answer.ssn),
      onError: (error) =>
        notify({
          level: 'error',
          title: 'The SSN could not be revealed',
          message: isApiError(error) ? error.message : 'Please try again.',
        }),
    });

  return (
    <Stack gap="md">
      <DetailSection title="Primary contact">
        {primaryContact ? (
          <FieldList fields={personFields(primaryContact)} />
        ) : (
          <RecordEmpty>No primary contact is on file.</RecordEmpty>
        )}
      </DetailSection>
      {owners.length === 0 ? (
        <DetailSection title="Owners">
          <RecordEmpty>No beneficial owners or officers are on file.</RecordEmpty>
        </DetailSection>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {owners.map((owner, index) => (
            <DetailSection key={owner.id} title={`Owner ${index + 1}: ${fullName(owner)}`}>
              <FieldList
                fields={[
                  ...personFields(owner),
                  {
                    label: 'SSN',
                    value: (
                      <SecretValue
                        masked={owner.ssnLast4 ? `***-**-${owner.ssnLast4}` : null}
                        revealed={shown.shownFor(owner.id)}
                        canReveal={canReveal && owner.hasSsn}
                        pending={reveal.isPending && reveal.variables === owner.id}
                        what={`the SSN of ${fullName(owner)}`}
                        onReveal={() => revealSsn(owner)}
                        onHide={shown.hide}
                      />
                    ),
                  },
                  {
                    label: 'Ownership',
                    value: owner.ownershipPercent === null ? null : `${owner.ownershipPercent}%`,
                  },
                ]}
              />
            </DetailSection>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
