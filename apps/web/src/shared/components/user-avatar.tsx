import { Avatar, type AvatarProps } from '@mantine/core';
import { AVATAR_FILLS, avatarColor, avatarInitials } from '../utils/avatar';

interface UserAvatarProps extends Omit<AvatarProps, 'color' | 'children'> {
  email: string;
}

/** Initials and a colour derived from the e-mail (part 1 §2). Decorative: label the control. */
export function UserAvatar({ email, ...others }: UserAvatarProps) {
  return (
    <Avatar
      color={AVATAR_FILLS[avatarColor(email)]}
      variant="filled"
      radius="xl"
      aria-hidden="true"
      {...others}
    >
      {avatarInitials(email)}
    </Avatar>
  );
}
