import { Input } from '@mantine/core';
import { lazy, useId } from 'react';
import { DeferredControl } from '../components/deferred-control';
import { QuickDatesButton } from './quick-dates-button';
import type { QuickDatesMenuProps } from './quick-dates-menu';

const QuickDatesMenu = lazy(async () => ({
  default: (await import('./quick-dates-menu')).QuickDatesMenu,
}));

/**
 * The report header's quick dates: the button on first paint; the presets menu and the custom
 * range's popover (Mantine's Menu, Popover, FocusTrap, floating-ui) once the pointer or the
 * focus comes to it.
 */
export function DeferredQuickDatesMenu(props: QuickDatesMenuProps) {
  const labelId = useId();
  return (
    <DeferredControl
      placeholder={(intent) => (
        <Input.Wrapper label="Quick dates" id={labelId}>
          <QuickDatesButton
            {...intent}
            id={labelId}
            label={props.label}
            aria-haspopup="menu"
            aria-expanded={false}
          />
        </Input.Wrapper>
      )}
    >
      {(popup) => <QuickDatesMenu {...props} {...popup} />}
    </DeferredControl>
  );
}
