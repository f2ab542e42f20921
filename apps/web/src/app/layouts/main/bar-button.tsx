import { UnstyledButton } from '@mantine/core';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import classes from './main-layout.module.css';

type BarButtonProps = { icon: ReactNode; label: string } & ComponentPropsWithRef<'button'>;

/** A button of the mobile bottom bar. Passes ref and handlers on, so it can be a Menu target. */
export function BarButton({ icon, label, className, ...others }: BarButtonProps) {
  return (
    <UnstyledButton
      {...others}
      className={className ? `${classes.barButton} ${className}` : classes.barButton}
      aria-label={label}
    >
      {icon}
      <span>{label}</span>
    </UnstyledButton>
  );
}
