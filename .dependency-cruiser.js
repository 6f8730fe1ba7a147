/**
 * Module boundaries, checked by dependency-cruiser (see "Rules between modules"
 * in ARCHITECTURE.md). test/architecture/module-boundaries.spec.ts runs these
 * rules over apps/ and libs/, over test/, and over a deliberately broken fixture
 * tree that must trip every one of them. The layout rules that are about files
 * rather than imports (no file directly in features/, background work named
 * *.processor.ts or *.sweeper.ts) are checked in that spec itself.
 *
 * Paths are relative to the repository root. Every pattern starts with ROOT,
 * which captures the root of the tree being checked as group $1: empty for the
 * repository itself, `test/architecture/fixtures/<name>/` for a fixture tree
 * (the empty alternative is tried first, so for the real tree it always wins).
 * Targets are written as `^$1...` so that a rule applied to a fixture only
 * ever matches files of that same fixture.
 *
 * A module is libs/modules/<m>/src; <m> is captured as group $2 where a rule
 * needs to tell "the same module" from "another module" (and the use-case
 * folder under features/ as $3, where a rule tells one use case from another).
 */
const ROOT = '^(|.*?/)';
const MODULE = `${ROOT}libs/modules/([^/]+)/src`;
const SPEC = '[.-]spec\\.ts$';
/**
 * What a test under test/ may import from a module besides its index.ts:
 * a migration (a migration spec undoes and redoes one, which the index only
 * exposes as the module's list), and a second instance of a class the app
 * holds one of (another replica's credential cache; a processor built with a
 * registry of the spec's own). Keep this list short: a test that needs more
 * of a module's internals tests them next to the code instead.
 */
const TEST_MAY_IMPORT = [
  'libs/modules/[^/]+/src/index\\.ts$',
  'libs/modules/[^/]+/src/persistence/migrations/',
  'libs/modules/identity/src/credentials/credential-cache\\.ts$',
  'libs/modules/webhooks/src/features/activity-delivery/activity\\.processor\\.ts$',
];

module.exports = {
  forbidden: [
    {
      // Rule 1. Inside a module anything goes; across modules only the other
      // module's index.ts (`@modules/<m>`) may be imported. Deep imports would
      // couple a module to another module's internals (domain, read models...).
      name: 'no-deep-import-between-modules',
      comment:
        'A module imports another module only through its index.ts (@modules/<m>), never a file inside it.',
      severity: 'error',
      from: { path: `${MODULE}/` },
      to: {
        path: '^$1libs/modules/[^/]+/src/',
        pathNot: ['^$1libs/modules/$2/src/', '^$1libs/modules/[^/]+/src/index\\.ts$'],
      },
    },
    {
      // Rule 2. The same for code outside the modules: the composition root
      // (apps/) and the platform see a module through its index.ts only.
      name: 'no-deep-import-into-modules',
      comment: 'apps/ and libs/platform/ may import a module only through its index.ts (@modules/<m>).',
      severity: 'error',
      from: { path: `${ROOT}(?:apps|libs/platform)/` },
      to: {
        path: '^$1libs/modules/[^/]+/src/',
        pathNot: '^$1libs/modules/[^/]+/src/index\\.ts$',
      },
    },
    {
      // Rule 2, continued. What a module's index.ts exposes is its public
      // face: the contracts other modules may use, the Nest module class for
      // the composition root, and the migrations. Nothing from domain/,
      // features/, projections/, secrets/...
      name: 'module-index-exposes-contracts-only',
      comment:
        "A module's index.ts re-exports only contracts/, its *.module.ts and persistence/migrations.",
      severity: 'error',
      from: { path: `${MODULE}/index\\.ts$` },
      to: {
        path: '^$1libs/modules/$2/src/',
        pathNot: '^$1libs/modules/$2/src/(?:contracts/|[^/]+\\.module\\.ts$|persistence/migrations/index\\.ts$)',
      },
    },
    {
      // Rule 3. The platform is below the modules and the app: it must not
      // know about either.
      name: 'platform-not-to-modules-or-apps',
      comment: 'libs/platform/** never imports libs/modules/** or apps/**.',
      severity: 'error',
      from: { path: `${ROOT}libs/platform/` },
      to: { path: '^$1(?:libs/modules|apps)/' },
    },
    {
      // Rule 4. The domain is pure: deciders and events, no framework, no
      // database, no HTTP. It may use libs/platform/ddd, other files of its own
      // domain/ folder and node builtins - nothing else (this also rejects
      // @nestjs/*, typeorm, pg and the other platform libraries). Specs next to
      // the domain are tests, not domain code (they use libs/platform/testing).
      name: 'domain-only-depends-on-ddd',
      comment:
        'libs/modules/<m>/src/domain/** imports only libs/platform/ddd, its own domain/ files and node builtins.',
      severity: 'error',
      from: { path: `${MODULE}/domain/`, pathNot: SPEC },
      to: {
        dependencyTypesNot: ['core'],
        pathNot: ['^$1libs/platform/ddd/src/', '^$1libs/modules/$2/src/domain/'],
      },
    },
    {
      // Rule 5. Test helpers must not leak into what ships.
      name: 'production-not-to-test-code',
      comment:
        'Production code (apps/, libs/ except specs and libs/platform/testing) never imports test/** or libs/platform/testing.',
      severity: 'error',
      from: { path: `${ROOT}(?:apps|libs)/`, pathNot: [SPEC, '(^|/)libs/platform/testing/'] },
      to: { path: '^$1(?:test|libs/platform/testing)/' },
    },
    {
      // Rule 5, continued. The tests under test/ (e2e, migrations, fuzz...) use
      // a module as the app does, through its index.ts, save the short list
      // above; a test of a module's internals lives next to them in libs/.
      // (A fixture tree has a test/ of its own: the repository's
      // test/architecture/fixtures/ is not the test/ of the tree.)
      name: 'tests-use-module-index',
      comment:
        'test/** imports a module only through its index.ts (@modules/<m>), a migration, or the few internals listed in TEST_MAY_IMPORT.',
      severity: 'error',
      from: { path: `${ROOT}test/(?!architecture/fixtures/)` },
      to: {
        path: '^$1libs/modules/[^/]+/src/',
        pathNot: TEST_MAY_IMPORT.map((allowed) => `^$1${allowed}`),
      },
    },
    {
      // Rule 6. Modules form a directed acyclic graph. Checked on folders: the
      // folder libs/modules/<m>/src stands for all the module's files, so a
      // cycle alpha -> beta -> alpha is found even when no single file cycle
      // exists (e.g. alpha/features/x -> @modules/beta, beta/features/y ->
      // @modules/alpha).
      name: 'no-cycles-between-modules',
      comment: 'No circular dependencies between modules (libs/modules/a -> libs/modules/b -> libs/modules/a).',
      severity: 'error',
      scope: 'folder',
      from: { path: `${MODULE}$` },
      to: { path: '^$1libs/modules/[^/]+/src(?:/|$)', circular: true },
    },
    {
      // Rule 7. One folder per use case (features/<use-case>/): a use case
      // does not reach into another one. What several use cases share lives
      // in the module's features/shared/, the only folder of features/ others
      // import; features/shared/ itself imports no use case.
      name: 'no-import-between-use-cases',
      comment:
        'libs/modules/<m>/src/features/<a>/** imports nothing from features/<b>/ of its module, save features/shared/.',
      severity: 'error',
      from: { path: `${MODULE}/features/([^/]+)/` },
      to: {
        path: '^$1libs/modules/$2/src/features/[^/]+/',
        pathNot: ['^$1libs/modules/$2/src/features/$3/', '^$1libs/modules/$2/src/features/shared/'],
      },
    },
    {
      // Not a boundary rule, but what keeps the others honest: an import that
      // cannot be resolved (a path alias dependency-cruiser does not know, a
      // typo) would silently match none of the patterns above.
      name: 'no-unresolvable-imports',
      comment: 'Every import resolves to a file, an npm package or a node builtin.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    // npm packages are dependencies to check (rule 4), not trees to walk.
    // Don't `exclude` node_modules: that would drop those dependencies.
    doNotFollow: { path: '(^|/)node_modules/' },
    // apps/console is browser code served as it is: its front-end libraries are files the server
    // maps from node_modules (./htm-preact.js, ./uplot.js), not modules on this tree
    exclude: { path: '^(dist|apps/console)/' },
    // Resolve the @platform/* and @modules/* path aliases the way tsc does.
    tsConfig: { fileName: 'tsconfig.json' },
    // `import type` counts: a type-only import is a dependency all the same.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
    },
    skipAnalysisNotInRules: true,
  },
};
