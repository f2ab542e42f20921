import { Tooltip, type TooltipProps } from '@mantine/core';

export type TooltipLayerProps = Omit<TooltipProps, 'children' | 'target' | 'opened'> & {
  target: HTMLElement;
  opened: boolean;
};

/**
 * Mantine's tooltip over an element that is already on the page (its `target` mode), opened
 * by shared/components/deferred-tooltip.tsx: this module, with floating-ui, loads on the
 * first hover.
 */
export default function TooltipLayer(props: TooltipLayerProps) {
  return <Tooltip {...props} />;
}
