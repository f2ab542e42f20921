import { Anchor } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

export function BackToSignIn() {
  return (
    <Anchor component={Link} to={paths.public.login.href()} fw={500} size="sm">
      <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: '-2px', marginRight: 4 }} />
      Back to sign in
    </Anchor>
  );
}
