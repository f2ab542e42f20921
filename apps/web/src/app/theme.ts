import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** One calm indigo-violet primary, in the spirit of a modern payments dashboard. */
const paydesk: MantineColorsTuple = [
  '#f3f2ff',
  '#e6e4ff',
  '#cac6ff',
  '#aba4ff',
  '#8f86ff',
  '#7a70ff',
  '#635bff',
  '#5146e0',
  '#4338b8',
  '#362d91',
];

/** Cool neutral greys (slate) instead of Mantine's warmer default. */
const gray: MantineColorsTuple = [
  '#f8fafc',
  '#f1f5f9',
  '#e2e8f0',
  '#cbd5e1',
  '#94a3b8',
  '#64748b',
  '#475569',
  '#334155',
  '#1e293b',
  '#0f172a',
];

const systemFont =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'";

export const theme = createTheme({
  primaryColor: 'paydesk',
  primaryShade: 6,
  colors: { paydesk, gray },
  black: '#0f172a',
  fontFamily: systemFont,
  fontFamilyMonospace:
    "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  headings: { fontFamily: systemFont, fontWeight: '600' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  /** Part 1 §9 breakpoints: 768, 1024, 1200, 1400 px (kept equal in postcss.config.cjs). */
  breakpoints: { xs: '36em', sm: '48em', md: '64em', lg: '75em', xl: '87.5em' },
  shadows: {
    xs: '0 1px 2px rgba(15, 23, 42, 0.06)',
    sm: '0 1px 3px rgba(15, 23, 42, 0.08), 0 1px 2px rgba(15, 23, 42, 0.04)',
    md: '0 4px 12px rgba(15, 23, 42, 0.08)',
  },
  components: {
    Card: { defaultProps: { withBorder: true, shadow: 'xs', radius: 'lg' } },
    Paper: { defaultProps: { radius: 'lg' } },
    Button: { defaultProps: { radius: 'md' } },
    Modal: {
      defaultProps: { radius: 'lg', centered: true },
      styles: { title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } },
    },
    Drawer: { styles: { title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } } },
    TextInput: { defaultProps: { radius: 'md' } },
    PasswordInput: { defaultProps: { radius: 'md' } },
    Tooltip: { defaultProps: { withArrow: true, openDelay: 300 } },
  },
});
