import {
  Alert,
  Button,
  Checkbox,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { ctaFormSchema } from '@paydesk/domain/cta';
import {
  CTA_MESSAGES,
  CTA_TEXTS,
  canSubmitCta,
  ctaRequests,
  DOCUMENT_TYPE_IDS,
} from '@paydesk/domain/cta-rules';
import { maskSsn } from '@paydesk/domain/field-checks';
import type { DocumentTypeName } from '@paydesk/domain/file-purposes';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { errorText, FALLBACK_ERROR_TEXT } from '../../../shared/errors/error-message';
import { DateField } from '../../../shared/form-fields/date-field';
import { MaskedField, PersonNameFields, TextField } from '../../../shared/form-fields/text-fields';
import { useSchemaForm } from '../../../shared/forms/use-schema-form';
import { type CtaSubmitResult, useSubmitCta } from '../api/answer-cta';
import type { CtaInfo } from '../api/get-cta';
import { CtaAddressFields } from './cta-address-fields';
import { CtaDocuments, type DocumentUpload } from './cta-documents';
import type { CtaFormValues } from './cta-form-values';

type Schema = ReturnType<typeof ctaFormSchema>;

const DOCUMENT_PATH = /^ctaDocumentsRequested\.(\d+)\.(?:fileId|documentTypeId)$/;

/**
 * The CTA form (part 1 §4, §5): the business and identity sections the CTA asks for, the
 * requested documents, the acknowledgements and terms, and the submit rule. Validated on blur
 * and on submit (a failure scrolls to the top), 'Server error: {error_message}' at the top.
 */
export function CtaForm({
  info,
  initialValues,
  onPendingChange,
  onAnswered,
  onNotNow,
  extraActions,
}: {
  info: CtaInfo;
  initialValues: CtaFormValues;
  onPendingChange: (pending: boolean) => void;
  onAnswered: (result: CtaSubmitResult) => void;
  onNotNow: () => void;
  extraActions?: React.ReactNode;
}) {
  const merchantId = info.merchant_id;
  const requests = ctaRequests(info);
  const requested = info.cta_documents_requested.map((d) => d.document_type_name);
  const form = useSchemaForm<CtaFormValues, Schema>({
    schema: async () =>
      (await import('@paydesk/domain/cta')).ctaFormSchema({
        business: requests.business,
        identity: requests.identity,
      }),
    initialValues,
  });
  const submit = useSubmitCta(merchantId);
  const [uploads, setUploads] = useState<Partial<Record<DocumentTypeName, DocumentUpload>>>({});
  const [checks, setChecks] = useState({
    identity: false,
    documents: false,
    provider: false,
    platform: false,
  });
  const top = useRef<HTMLDivElement>(null);
  const scrollPending = useRef(false);

  const pending = form.submitting || submit.isPending;
  useEffect(() => onPendingChange(pending), [pending, onPendingChange]);

  const hasErrors = Object.keys(form.form.errors).length > 0;
  useEffect(() => {
    if (!scrollPending.current || !(hasErrors || form.submitError)) return;
    scrollPending.current = false;
    top.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [hasErrors, form.submitError]);

  const enabled = canSubmitCta({
    business: requests.business,
    identity: requests.identity,
    termsRequired: info.terms_of_service,
    identityAcknowledged: checks.identity,
    documentsAcknowledged: checks.documents,
    providerTermsAccepted: checks.provider,
    platformTermsAccepted: checks.platform,
    documents: requested.map((type) => ({
      uploaded: uploads[type]?.file !== undefined && !uploads[type]?.uploading,
      errored: false,
      deleted: false,
    })),
  });

  const serverError = form.submitError;
  const fieldErrors = isApiError(serverError) ? (serverError.fieldErrors ?? {}) : {};
  const documentErrors: Partial<Record<DocumentTypeName, string>> = {};
  const elsewhere: string[] = [];
  for (const [path, messages] of Object.entries(fieldErrors)) {
    const index = DOCUMENT_PATH.exec(path)?.[1];
    const type = index === undefined ? undefined : requested[Number(index)];
    if (type && messages[0]) documentErrors[type] = messages[0];
    else if (path === 'ctaDocumentsRequested' || path === 'business' || path === 'identity')
      elsewhere.push(...messages);
  }

  const tick = (key: keyof typeof checks) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const { checked } = event.currentTarget;
    setChecks((current) => ({ ...current, [key]: checked }));
  };

  return (
    <form
      noValidate
      onFocus={form.prepare}
      onSubmit={(event) => {
        scrollPending.current = true;
        form.onSubmit(async (data, { idempotencyKey }) => {
          const documents = requested.flatMap((type) => {
            const file = uploads[type]?.file;
            return file ? [{ documentTypeId: DOCUMENT_TYPE_IDS[type], fileId: file.id }] : [];
          });
          const body = requests.nothing
            ? { merchantId }
            : { ...data, ...(documents.length > 0 ? { ctaDocumentsRequested: documents } : {}) };
          onAnswered(await submit.mutateAsync({ body, idempotencyKey }));
        })(event);
      }}
    >
      <Stack gap="lg">
        <div ref={top} />
        {serverError ? (
          <Alert
            color="red"
            variant="light"
            role="alert"
            icon={<IconAlertCircle size={18} aria-hidden />}
          >
            {CTA_MESSAGES.serverError(errorText(serverError) ?? FALLBACK_ERROR_TEXT)}
            {elsewhere.length > 0 ? (
              <List size="sm" mt={4}>
                {elsewhere.map((message) => (
                  <List.Item key={message}>{message}</List.Item>
                ))}
              </List>
            ) : null}
          </Alert>
        ) : null}
        <Text>{info.message}</Text>

        {requests.business ? (
          <Stack gap="md" component="section" aria-labelledby="cta-business">
            <Title order={3} size="h4" id="cta-business">
              {CTA_TEXTS.businessHeading}
            </Title>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <TextField
                field={form.field('business.businessEin')}
                label="Tax ID/EIN"
                required
                autoComplete="off"
                description="9 digits"
              />
              <TextField
                field={form.field('business.businessLegalName')}
                label="Legal name"
                required
                autoComplete="organization"
              />
            </SimpleGrid>
            <CtaAddressFields
              form={form}
              block="business"
              prefix="business"
              line1Label="Business address (no P.O. boxes)"
            />
          </Stack>
        ) : null}

        {requests.identity ? (
          <Stack gap="md" component="section" aria-labelledby="cta-identity">
            <Title order={3} size="h4" id="cta-identity">
              {CTA_TEXTS.identityHeading}
            </Title>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <PersonNameFields
                first={form.field('identity.firstName')}
                last={form.field('identity.lastName')}
              />
            </SimpleGrid>
            <CtaAddressFields
              form={form}
              block="identity"
              prefix="contact"
              line1Label="Home address"
            />
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
              <DateField field={form.field('identity.contactDOB')} label="Date of birth" required />
              <MaskedField
                field={form.field('identity.contactSsn')}
                label="Social Security Number"
                required
                mask={maskSsn}
                maxLength={11}
                placeholder="XXX-XX-XXXX"
                autoComplete="off"
              />
              <MaskedField
                field={form.field('identity.contactSsnLast4')}
                label="Last 4 digits of the SSN"
                required
                mask={(typed) => typed.replace(/\D/g, '').slice(0, 4)}
                maxLength={4}
                autoComplete="off"
              />
            </SimpleGrid>
          </Stack>
        ) : null}

        {requested.length > 0 ? (
          <CtaDocuments
            merchantId={merchantId}
            requested={requested}
            errors={documentErrors}
            onChange={(type, change) =>
              setUploads((current) => ({
                ...current,
                [type]: { file: undefined, uploading: false, ...current[type], ...change },
              }))
            }
          />
        ) : null}

        {requests.business || requests.identity || requested.length > 0 || info.terms_of_service ? (
          <Stack gap="xs">
            {requests.business || requests.identity ? (
              <Checkbox
                checked={checks.identity}
                onChange={tick('identity')}
                label={CTA_TEXTS.identityAcknowledgement}
              />
            ) : null}
            {requested.length > 0 ? (
              <Checkbox
                checked={checks.documents}
                onChange={tick('documents')}
                label={CTA_TEXTS.documentsAcknowledgement}
              />
            ) : null}
            {info.terms_of_service ? (
              <>
                <Checkbox
                  checked={checks.provider}
                  onChange={tick('provider')}
                  label={CTA_TEXTS.providerTerms}
                />
                <Checkbox
                  checked={checks.platform}
                  onChange={tick('platform')}
                  label={CTA_TEXTS.platformTerms}
                />
              </>
            ) : null}
          </Stack>
        ) : null}

        <Group justify="flex-end" gap="xs">
          {extraActions}
          <Button variant="default" onClick={onNotNow} disabled={pending}>
            {CTA_TEXTS.notNow}
          </Button>
          <Button type="submit" loading={pending} disabled={!enabled}>
            {requests.nothing ? CTA_TEXTS.okay : CTA_TEXTS.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
