import { execFile } from 'node:child_process';
import path from 'node:path';

/**
 * The module boundaries of ARCHITECTURE.md ("Rules between modules"), enforced
 * by dependency-cruiser with the rules in .dependency-cruiser.js.
 *
 * dependency-cruiser is ESM-only and jest runs this spec as CommonJS without
 * ESM support in its VM, so the CLI runs in a child process and reports JSON.
 */
const REPO = path.resolve(__dirname, '../..');
const DEPCRUISE = path.join(REPO, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
const FIXTURE = 'test/architecture/fixtures/broken';

interface Violation {
  type?: string;
  from: string;
  to: string;
  unresolvedTo?: string;
  dependencyTypes?: string[];
  rule: { name: string; severity: string };
  cycle?: { name: string }[];
}

interface CruiseResult {
  modules: { source: string; dependencies: { module: string; resolved: string }[] }[];
  summary: {
    violations: Violation[];
    totalCruised: number;
    ruleSetUsed: { forbidden?: { name: string }[] };
  };
}

function depcruise(...targets: string[]): Promise<CruiseResult> {
  const args = [DEPCRUISE, '--config', '.dependency-cruiser.js', '--output-type', 'json', ...targets];
  return new Promise((resolve, reject) => {
    // depcruise exits with the number of errors found, so a non-zero exit
    // code alone is not a failure to run: what counts is whether it reported.
    execFile(process.execPath, args, { cwd: REPO, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      try {
        resolve(JSON.parse(stdout) as CruiseResult);
      } catch {
        reject(new Error(`depcruise did not report (${error?.message ?? 'no output'}):\n${stderr}`));
      }
    });
  });
}

/** One line per violation, paths relative to the cruised tree's root. */
function line(violation: Violation, root = ''): string {
  const strip = (file: string): string => (root && file.startsWith(root) ? file.slice(root.length) : file);
  // npm packages resolve to wherever node_modules lives; their name is stable.
  const npm = violation.dependencyTypes?.some((type) => type.startsWith('npm'));
  const to = npm && violation.unresolvedTo ? violation.unresolvedTo : strip(violation.to);
  const cycle = violation.cycle ? ` (cycle: ${violation.cycle.map(({ name }) => strip(name)).join(' -> ')})` : '';
  return `${violation.rule.name}: ${strip(violation.from)} -> ${to}${cycle}`;
}

describe('module boundaries', () => {
  let real: CruiseResult;
  let broken: CruiseResult;

  beforeAll(async () => {
    [real, broken] = await Promise.all([depcruise('apps', 'libs'), depcruise(FIXTURE)]);
  });

  it('holds in apps/ and libs/', () => {
    const violations = real.summary.violations.map((violation) => line(violation));
    expect(violations).toEqual([]);
  });

  it('sees the whole tree and resolves the path aliases (or the rules above would prove nothing)', () => {
    expect(real.summary.totalCruised).toBeGreaterThan(100);
    const appModule = real.modules.find(({ source }) => source === 'apps/api/src/app.module.ts');
    expect(appModule?.dependencies).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ module: '@modules/identity', resolved: 'libs/modules/identity/src/index.ts' }),
        expect.objectContaining({ module: '@modules/campaigns', resolved: 'libs/modules/campaigns/src/index.ts' }),
      ]),
    );
  });

  it('reports every broken rule in the broken fixture, and nothing else', () => {
    const violations = broken.summary.violations.map((violation) => line(violation, `${FIXTURE}/`));
    expect([...violations].sort()).toEqual(
      [
        // 1. deep import from one module into another
        'no-deep-import-between-modules: libs/modules/beta/src/features/x.ts -> libs/modules/alpha/src/domain/thing.ts',
        // 2. deep imports from outside the modules; an index exposing its domain
        'no-deep-import-into-modules: apps/api/src/main.ts -> libs/modules/beta/src/features/x.ts',
        'no-deep-import-into-modules: libs/platform/auth/src/z.ts -> libs/modules/alpha/src/domain/thing.ts',
        'module-index-exposes-contracts-only: libs/modules/alpha/src/index.ts -> libs/modules/alpha/src/domain/thing.ts',
        // 3. the platform depending on a module
        'platform-not-to-modules-or-apps: libs/platform/http/src/y.ts -> libs/modules/alpha/src/index.ts',
        'platform-not-to-modules-or-apps: libs/platform/auth/src/z.ts -> libs/modules/alpha/src/domain/thing.ts',
        // 4. an impure domain (the type-only import counts; ddd, builtins and siblings don't)
        'domain-only-depends-on-ddd: libs/modules/alpha/src/domain/thing.ts -> @nestjs/common',
        'domain-only-depends-on-ddd: libs/modules/alpha/src/domain/thing.ts -> libs/platform/event-store/src/index.ts',
        // 5. production code using test code
        'production-not-to-test-code: apps/api/src/main.ts -> test/support/helper.ts',
        'production-not-to-test-code: libs/modules/alpha/src/features/uses-beta.ts -> libs/platform/testing/src/index.ts',
        // 6. alpha -> beta -> alpha, with no single file cycle (reported once from each side)
        'no-cycles-between-modules: libs/modules/alpha/src -> libs/modules/beta/src (cycle: libs/modules/beta/src -> libs/modules/alpha/src)',
        'no-cycles-between-modules: libs/modules/beta/src -> libs/modules/alpha/src (cycle: libs/modules/alpha/src -> libs/modules/beta/src)',
        // an import nothing resolves
        'no-unresolvable-imports: apps/api/src/main.ts -> ../../../libs/modules/gamma/src/index',
      ].sort(),
    );
  });

  it('has the fixture break every rule of the configuration', () => {
    const rules = (broken.summary.ruleSetUsed.forbidden ?? []).map(({ name }) => name).sort();
    const broke = [...new Set(broken.summary.violations.map(({ rule }) => rule.name))].sort();
    expect(rules.length).toBeGreaterThanOrEqual(7);
    expect(broke).toEqual(rules);
  });
});
