import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  type MantineColorsTuple,
} from '@mantine/core';

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

/**
 * Mantine's light variants (badges, alerts, light buttons) write shade 9 on shade 1. For these
 * bright hues the default shade 9 stays under 4.5:1 there (green 3.8, teal 4.3, orange 3.6,
 * yellow 2.7, lime 3.3); a darker shade 9 keeps their text at WCAG AA (5.5-6.0:1).
 */
function withDarkestShade(name: string, shade9: string): MantineColorsTuple {
  const base = DEFAULT_THEME.colors[name];
  if (!base) throw new Error(`Mantine has no colour '${name}'`);
  const [s0, s1, s2, s3, s4, s5, s6, s7, s8] = base;
  return [s0, s1, s2, s3, s4, s5, s6, s7, s8, shade9];
}

const readableLightVariants = {
  green: withDarkestShade('green', '#1e6b30'),
  teal: withDarkestShade('teal', '#0b6655'),
  orange: withDarkestShade('orange', '#a13f0a'),
  yellow: withDarkestShade('yellow', '#845300'),
  lime: withDarkestShade('lime', '#4a6b0c'),
};

const systemFont =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'";

export const theme = createTheme({
  primaryColor: 'paydesk',
  primaryShade: 6,
  colors: { paydesk, gray, ...readableLightVariants },
  black: '#0f172a',
  fontFamily: systemFont,
  fontFamilyMonospace:
    "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  headings: { fontFamily: systemFont, fontWeight: '600' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  /**
   * People who ask their system for reduced motion (WCAG 2.3.3) get menus, modals and the
   * navigation's submenus without transitions; the journeys ask for it too (e2e config), so
   * a click never lands on a submenu that is still sliding open.
   */
  respectReducedMotion: true,
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
    // Mantine's close buttons have no accessible name of their own (axe: button-name).
    Modal: {
      defaultProps: {
        radius: 'lg',
        centered: true,
        closeButtonProps: { 'aria-label': 'Close dialog' },
      },
      styles: { title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } },
    },
    Drawer: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close menu' } },
      styles: { title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } },
    },
    TextInput: { defaultProps: { radius: 'md' } },
    PasswordInput: { defaultProps: { radius: 'md' } },
    Tooltip: { defaultProps: { withArrow: true, openDelay: 300 } },
    // The menu's focus placeholder is a role=presentation child of role=menu, which ARIA does
    // not allow (axe: aria-required-children); the first item takes the focus instead.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } } },
  },
});

/**
 * Field errors and success texts in colours that read at 4.5:1 on white: Mantine's defaults
 * (red 6 and teal 8) read at 3.3:1 and 4.0:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-success': 'var(--mantine-color-teal-9)',
  },
  dark: {},
});
