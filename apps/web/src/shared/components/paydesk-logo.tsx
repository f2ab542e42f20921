import { Group, Text } from '@mantine/core';

interface PaydeskLogoProps {
  /** Height of the mark in px; the wordmark scales with it. */
  size?: number;
  /** Shows the mark alone, e.g. in a collapsed navigation. */
  markOnly?: boolean;
}

/** The Paydesk mark (inline SVG, no external image) and wordmark. */
export function PaydeskLogo({ size = 28, markOnly = false }: PaydeskLogoProps) {
  return (
    <Group gap={8} wrap="nowrap" aria-label={markOnly ? 'Paydesk' : undefined}>
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id="paydesk-mark" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#7a70ff" />
            <stop offset="1" stopColor="#4338b8" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="8" fill="url(#paydesk-mark)" />
        <path
          d="M11 23V9h6.2a4.6 4.6 0 0 1 0 9.2H11"
          fill="none"
          stroke="#fff"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {!markOnly && (
        <Text
          component="span"
          fw={700}
          fz={size * 0.68}
          lh={1}
          c="gray.9"
          style={{ letterSpacing: '-0.02em' }}
        >
          Paydesk
        </Text>
      )}
    </Group>
  );
}
