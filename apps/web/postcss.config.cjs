// Mantine's PostCSS preset plus the breakpoints of part 1 §9 (768, 1024, 1200, 1400 px),
// kept equal to `breakpoints` in src/app/theme.ts.
module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
    'postcss-simple-vars': {
      variables: {
        'mantine-breakpoint-xs': '36em',
        'mantine-breakpoint-sm': '48em',
        'mantine-breakpoint-md': '64em',
        'mantine-breakpoint-lg': '75em',
        'mantine-breakpoint-xl': '87.5em',
      },
    },
  },
};
