import { UnstyledButton } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import { UserAvatar } from '../../../shared/components/user-avatar';

type AccountMenuButtonProps = { email: string } & ComponentPropsWithRef<'button'>;

/** The avatar button that opens the account menu (passes ref and handlers on: a Menu target). */
export function AccountMenuButton({ email, style, ...others }: AccountMenuButtonProps) {
  return (
    <UnstyledButton {...others} aria-label="Account menu" style={{ borderRadius: '50%', ...style }}>
      <UserAvatar email={email} size={36} />
    </UnstyledButton>
  );
}
