import { RECORDS_MESSAGES } from '@paydesk/domain/admin-merchant-records';
import {
  BankAccountFields,
  bankAccountFieldsOf,
} from '../../../../shared/form-fields/bank-account-fields';
import { FormModal, SchemaFormWithActions } from '../../../../shared/forms/form-modal';
import { type SubmitHandler, useSchemaForm } from '../../../../shared/forms/use-schema-form';
import { notify } from '../../../../shared/notifications/notify';
import { type MerchantBanking, useUpdateBankingInfo } from '../../api/merchant-records';

const schemas = () => import('@paydesk/domain/merchant-details');
type Schema = Awaited<ReturnType<typeof schemas>>['updateBankingDetailsSchema'];
/**
 * The bank information's edit (My Account's form and rules: the full numbers typed anew,
 * never shown back). Saving e-mails the banking-update subscribers.
 */
function BankingForm({
  merchantId,
  banking,
  onDone,
}: {
  merchantId: number;
  banking: MerchantBanking;
  onDone: () => void;
}) {
  const update = useUpdateBankingInfo(merchantId);
  const form = useSchemaForm({
    schema: async () => (await schemas()).updateBankingDetailsSchema,
    initialValues: {
      bankName: banking.bankName,
      bankAccountType: banking.bankAccountType ?? 'checking',
      bankAccountOwnershipType: banking.bankAccountOwnershipType ?? 'business',
      bankRoutingNumber: '',
      bankAccountNumber: '',
    },
  });
  const submit: SubmitHandler<Schema> = async (body, { idempotencyKey }) => {
    await update.mutateAsync({ body, idempotencyKey });
    notify({
      level: 'success',
      title: 'Saved',
      message: RECORDS_MESSAGES.bankingUpdated,
    });
    onDone();
  };
  const lastFours = [
    banking.bankRoutingNumberLastFour ? `routing ending ${banking.bankRoutingNumberLastFour}` : '',
    banking.bankAccountNumberLastFour ? `account ending ${banking.bankAccountNumberLastFour}` : '',
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <SchemaFormWithActions
      form={form}
      onSubmit={submit}
      errorTitle="The bank information could not be saved"
      submitLabel="Save changes"
      onCancel={onDone}
    >
      <BankAccountFields
        fields={bankAccountFieldsOf((path) => form.field(path))}
        onFile={lastFours ? `On file: ${lastFours}.` : ''}
      />
    </SchemaFormWithActions>
  );
}

export function BankingDialog({
  opened,
  onClose,
  merchantId,
  banking,
}: {
  opened: boolean;
  onClose: () => void;
  merchantId: number;
  banking: MerchantBanking;
}) {
  return (
    <FormModal opened={opened} onClose={onClose} title="Edit bank information" size="lg">
      <BankingForm merchantId={merchantId} banking={banking} onDone={onClose} />
    </FormModal>
  );
}
