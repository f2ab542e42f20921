import { Button, Group, List, Text, Tooltip } from '@mantine/core';
import type { TransactionDetail } from '@paydesk/domain/transactions';
import { IconBan, IconReceiptRefund } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import classes from './transaction-detail.module.css';

type Ability = TransactionDetail['refund'];

interface ActionButtonProps {
  label: string;
  icon: ReactNode;
  ability: Ability;
  reasonId: string;
  onClick: () => void;
  color?: string;
}

/**
 * An action the server may refuse: when it is not allowed the button stays focusable but
 * inert, with the server's reason in a tooltip and read with it (aria-describedby).
 */
function ActionButton({ label, icon, ability, reasonId, onClick, color }: ActionButtonProps) {
  const button = (
    <Button
      variant={ability.allowed ? 'filled' : 'default'}
      color={color}
      leftSection={icon}
      data-disabled={ability.allowed ? undefined : true}
      aria-disabled={ability.allowed ? undefined : true}
      aria-describedby={ability.allowed ? undefined : reasonId}
      onClick={(event) => {
        if (ability.allowed) onClick();
        else event.preventDefault();
      }}
    >
      {label}
    </Button>
  );
  if (ability.allowed) return button;
  return (
    <Tooltip label={ability.reason} multiline w={260} withArrow>
      {button}
    </Tooltip>
  );
}

export interface TransactionActionsProps {
  detail: TransactionDetail;
  onRefund: () => void;
  onVoid: () => void;
  /** The user holds can-refund-transactions on the account (its admins do). */
  mayRefund: boolean;
}

/** Why Refund and Void are off for a user without the permission (the API answers 403). */
export const NO_REFUND_PERMISSION =
  'Refunds and voids need the “Refund and void payments” permission on this account: ask a merchant admin of the account.';

const withoutPermission: Ability = { allowed: false, reason: NO_REFUND_PERMISSION };

/**
 * Refund and Void, with why not when the account's rules, the sale's state or the user's
 * permissions on the account refuse them.
 */
export function TransactionActions({
  detail: given,
  onRefund,
  onVoid,
  mayRefund,
}: TransactionActionsProps) {
  const detail = mayRefund
    ? given
    : { ...given, refund: withoutPermission, void: withoutPermission };
  const refundReason = useId();
  const voidReason = useId();
  const reasons = [
    !detail.refund.allowed && detail.refund.reason
      ? { id: refundReason, label: 'Refund', text: detail.refund.reason }
      : null,
    !detail.void.allowed && detail.void.reason
      ? { id: voidReason, label: 'Void', text: detail.void.reason }
      : null,
  ].filter((reason) => reason !== null);
  // The same reason for both reads once.
  const sameReason = reasons.length === 2 && reasons[0]?.text === reasons[1]?.text;

  return (
    <div className={classes.actions}>
      <Group gap="xs" justify="flex-end" wrap="wrap">
        <ActionButton
          label="Refund"
          icon={<IconReceiptRefund size={16} aria-hidden />}
          ability={detail.refund}
          reasonId={refundReason}
          onClick={onRefund}
        />
        <ActionButton
          label="Void"
          icon={<IconBan size={16} aria-hidden />}
          ability={detail.void}
          reasonId={sameReason ? refundReason : voidReason}
          onClick={onVoid}
          color="red.9"
        />
      </Group>
      {reasons.length > 0 ? (
        sameReason ? (
          <Text id={refundReason} size="xs" c="dimmed" ta="right">
            Refund and void: {reasons[0]?.text}
          </Text>
        ) : (
          <List size="xs" c="dimmed" spacing={2} listStyleType="none" ta="right">
            {reasons.map((reason) => (
              <List.Item key={reason.id} id={reason.id}>
                {reason.label}: {reason.text}
              </List.Item>
            ))}
          </List>
        )
      ) : null}
    </div>
  );
}
