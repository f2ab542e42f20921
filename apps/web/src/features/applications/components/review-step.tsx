import { Alert, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import {
  APPLICATION_DOCUMENT_TYPES,
  BANK_ACCOUNT_TYPES,
  BUSINESS_TYPES,
  type MerchantApplication,
} from '@paydesk/domain/applications';
import { COUNTRIES } from '@paydesk/domain/field-checks';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { newIdempotencyKey } from '../../../shared/api/call-endpoint';
import { errorText } from '../../../shared/errors/error-message';
import { submitApplication } from '../api/save-application';

const label = (list: readonly { code: string; label: string }[], code: string | undefined) =>
  list.find((item) => item.code === code)?.label ?? code ?? '';

function rows(a: MerchantApplication): [string, [string, string][]][] {
  const v = a.values;
  const address = (prefix: 'business' | 'owner', line2: string) =>
    [
      v[`${prefix}Address1`],
      v[line2],
      v[`${prefix}City`],
      v[`${prefix}State`],
      v[`${prefix}Zip`],
      label(COUNTRIES, v[`${prefix}Country`]),
    ]
      .filter(Boolean)
      .join(', ');
  return [
    [
      'Business',
      [
        ['Legal name', v.businessLegalName ?? ''],
        ['DBA', v.dba ?? ''],
        ['Business type', label(BUSINESS_TYPES, v.businessType)],
        ['Tax ID/EIN', v.businessEin ?? ''],
        ['Phone', v.businessPhone ?? ''],
        ['Website', v.websiteUrl ?? ''],
        ['Address', address('business', 'suite')],
        ['Partner', [v.partnerName, v.partnerContactName].filter(Boolean).join(', ')],
      ],
    ],
    [
      'Owner',
      [
        ['Name', `${v.ownerFirstName ?? ''} ${v.ownerLastName ?? ''}`.trim()],
        ['E-mail', v.ownerEmail ?? ''],
        ['Phone', v.ownerPhone ?? ''],
        ['Date of birth', v.ownerDob ?? ''],
        ['SSN', a.ssnLast4 ? `•••-••-${a.ssnLast4}` : ''],
        ['Home address', address('owner', 'ownerAddress2')],
      ],
    ],
    [
      'Bank account',
      [
        ['Bank', v.bankName ?? ''],
        ['Account type', label(BANK_ACCOUNT_TYPES, v.bankAccountType)],
        ['Routing number', a.routingNumberLastFour ? `ending ${a.routingNumberLastFour}` : ''],
        ['Account number', a.accountNumberLastFour ? `ending ${a.accountNumberLastFour}` : ''],
        [
          'Documents',
          a.documents
            .map((d) => `${label(APPLICATION_DOCUMENT_TYPES, d.type)}: ${d.name}`)
            .join('; '),
        ],
      ],
    ],
  ];
}

/** Step 5: everything saved, read back, and Submit. */
export function ReviewStep({
  application,
  onBack,
  onSubmitted,
}: {
  application: MerchantApplication;
  onBack: () => void;
  onSubmitted: (application: MerchantApplication) => void;
}) {
  const queryClient = useQueryClient();
  const [key] = useState(newIdempotencyKey);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    setSubmitting(true);
    setError(null);
    try {
      onSubmitted(await submitApplication(queryClient, application.token, key));
    } catch (failure) {
      setError(errorText(failure) ?? 'The application could not be submitted.');
    } finally {
      setSubmitting(false);
    }
  };
  return (
    <Stack gap="lg">
      <Text>Check what you entered. You cannot change the application once it is submitted.</Text>
      {error ? (
        <Alert color="red" variant="light" role="alert" title="Not submitted">
          {error}
        </Alert>
      ) : null}
      {rows(application).map(([section, items]) => (
        <Stack key={section} gap="xs">
          <Title order={3} fz="h4">
            {section}
          </Title>
          <Table variant="vertical" layout="fixed" withTableBorder>
            <Table.Tbody>
              {items.map(([name, value]) => (
                <Table.Tr key={name}>
                  <Table.Th w={{ base: 120, sm: 200 }}>{name}</Table.Th>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{value || '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      ))}
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          Back
        </Button>
        <Button onClick={submit} loading={submitting}>
          Submit application
        </Button>
      </Group>
    </Stack>
  );
}
