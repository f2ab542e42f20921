import { useMantineTheme } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import {
  cloneElement,
  lazy,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { FallbackOnError } from './deferred-control';
import type { TooltipLayerProps } from './tooltip-layer';

const TooltipLayer = lazy(() => import('./tooltip-layer'));

interface TargetProps {
  ref?: Ref<HTMLElement>;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  'aria-describedby'?: string;
}

export type DeferredTooltipProps = Omit<
  TooltipLayerProps,
  'target' | 'opened' | 'label' | 'children'
> & {
  label: ReactNode;
  /** One element that takes a ref (a Mantine component or a DOM element). */
  children: ReactElement<TargetProps>;
};

/**
 * A tooltip as Mantine's (shown on mouse hover after the theme's delay, hidden on leave and on
 * Escape, described to screen readers while shown), whose code loads with the first hover:
 * the target is rendered as it is, and Mantine's Tooltip draws the label over it from a lazy
 * chunk, so floating-ui is not part of a page's first load.
 */
export function DeferredTooltip({ label, children, disabled, ...props }: DeferredTooltipProps) {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const [wanted, setWanted] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const labelId = useId();
  const shown = opened && !disabled;
  const target = children.props;
  const ref = useMergedRef<HTMLElement>(setElement, target.ref);
  // The theme's delay for Mantine's tooltips (app/theme.ts).
  const themed: unknown = useMantineTheme().components.Tooltip?.defaultProps?.openDelay;
  const openDelay = typeof themed === 'number' ? themed : 0;

  useEffect(() => () => window.clearTimeout(timer.current), []);
  useEffect(() => {
    if (!shown) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpened(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [shown]);

  const describedBy = shown
    ? [target['aria-describedby'], labelId].filter(Boolean).join(' ')
    : target['aria-describedby'];

  return (
    <>
      {cloneElement(children, {
        ref,
        'aria-describedby': describedBy,
        onPointerEnter: (event: PointerEvent<HTMLElement>) => {
          target.onPointerEnter?.(event);
          if (event.pointerType !== 'mouse' || disabled) return;
          setWanted(true);
          window.clearTimeout(timer.current);
          timer.current = window.setTimeout(() => setOpened(true), openDelay);
        },
        onPointerLeave: (event: PointerEvent<HTMLElement>) => {
          target.onPointerLeave?.(event);
          window.clearTimeout(timer.current);
          setOpened(false);
        },
      })}
      {wanted && element ? (
        <FallbackOnError fallback={null}>
          <Suspense fallback={null}>
            <TooltipLayer
              {...props}
              target={element}
              opened={shown}
              label={<span id={labelId}>{label}</span>}
            />
          </Suspense>
        </FallbackOnError>
      ) : null}
    </>
  );
}
