// Module boundaries, checked by `npm run boundaries` (part of `npm run check`).
// Paths are relative to the repository root. A rule matches a dependency when its `from`
// and `to` both match; `$1` in `to` stands for the first group captured by `from.path`.

// Tests may reach into any module or feature (rules 1-5 only; the domain and cycle rules
// hold for them too).
const tests = ['[.]test[.]tsx?$', '^apps/server/test/'];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'server-module-private',
      comment:
        'A server module may use another module only through its *.service.ts files; ' +
        'its repositories, routes and helpers are private to it.',
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/', pathNot: tests },
      to: {
        path: '^apps/server/src/modules/[^/]+/',
        pathNot: ['^apps/server/src/modules/$1/', '[.]service[.]ts$'],
      },
    },
    {
      name: 'server-platform-not-to-modules',
      comment: 'platform/ is the layer below the modules: it must not import them.',
      severity: 'error',
      from: { path: '^apps/server/src/platform/', pathNot: tests },
      to: { path: '^apps/server/src/modules/' },
    },
    {
      name: 'server-db-not-to-upper-layers',
      comment: 'db/ is the lowest server layer: no ledger/, modules/ or platform/ imports.',
      severity: 'error',
      from: { path: '^apps/server/src/db/', pathNot: tests },
      to: { path: '^apps/server/src/(ledger|modules|platform)/' },
    },
    {
      name: 'server-ledger-processors-not-to-modules',
      comment: 'ledger/ and processors/ sit below the modules: they must not import them.',
      severity: 'error',
      from: { path: '^apps/server/src/(ledger|processors)/', pathNot: tests },
      to: { path: '^apps/server/src/modules/' },
    },
    {
      name: 'web-feature-isolation',
      comment:
        'A web feature must not import another feature; move what both need to shared/ ' +
        '(or compose them in app/).',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/', pathNot: tests },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-shared-not-to-features-or-app',
      comment: 'shared/ is used by features and app/; it must not import them.',
      severity: 'error',
      from: { path: '^apps/web/src/shared/', pathNot: tests },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'domain-not-to-apps',
      comment: '@paydesk/domain is shared by the apps; it must not import from them.',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: { path: '^apps/' },
    },
    {
      name: 'no-circular',
      comment: 'Circular imports (type-only ones included) make the load order fragile.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    // Only our own code is cruised; packages from the registry are leaves.
    includeOnly: '^(apps|packages)/',
    exclude: { path: '(^|/)(node_modules|dist|drizzle)/' },
    doNotFollow: { path: 'node_modules' },
    moduleSystems: ['es6', 'cjs'],
    // `import type` counts: a type reaching across a boundary is still a dependency.
    tsPreCompilationDeps: true,
    // `@paydesk/domain/x` resolves through the workspace link and packages/domain's
    // "exports" ("./*": "./src/*.ts") to packages/domain/src/x.ts.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.jsx', '.json', '.d.ts'],
    },
    progress: { type: 'none' },
  },
};
