import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as ts from 'typescript';

/**
 * The module boundaries of ARCHITECTURE.md ("Rules between modules"), enforced
 * by dependency-cruiser with the rules in .dependency-cruiser.js.
 *
 * dependency-cruiser is ESM-only and jest runs this spec as CommonJS without
 * ESM support in its VM, so the CLI runs in a child process and reports JSON.
 *
 * Two layout rules are about files rather than imports (dependency-cruiser
 * only sees a file through its imports, and a file nobody imports is still
 * misplaced): they are plain walks of the tree, further down.
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

function depcruise(targets: string[], options: string[] = []): Promise<CruiseResult> {
  const args = [DEPCRUISE, '--config', '.dependency-cruiser.js', '--output-type', 'json', ...options, ...targets];
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

/**
 * The tests under test/ are cruised on their own, with what they import from
 * apps/ and libs/ resolved but not followed: followed, the specs and test
 * helpers would join the folders of apps/ and libs/ into cycles that are no
 * module's (a platform spec uses test/support, which starts the app, which
 * imports every module). The fixture trees are not the repository's tests.
 */
const TESTS = ['--exclude', '^(dist|test/architecture/fixtures)/', '--do-not-follow', '(^|/)node_modules/|^(apps|libs)/'];

/** The .ts files under `dir` (relative to `root`), skipping what is built or installed. */
function sourceFiles(root: string, dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(path.join(root, dir), { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return ['node_modules', 'dist'].includes(entry.name) ? [] : sourceFiles(root, file);
    return entry.name.endsWith('.ts') ? [file] : [];
  });
}

/**
 * Layout rule: libs/modules/<m>/src/features/ holds one folder per use case
 * (and shared/), never a file of its own.
 */
function looseFilesInFeatures(root: string): string[] {
  const modules = path.join(root, 'libs/modules');
  return readdirSync(modules).flatMap((module) => {
    const features = `libs/modules/${module}/src/features`;
    let entries;
    try {
      entries = readdirSync(path.join(root, features), { withFileTypes: true });
    } catch {
      return [];
    }
    return entries.filter((entry) => !entry.isDirectory()).map((entry) => `no-file-directly-in-features: ${features}/${entry.name}`);
  });
}

/**
 * Layout rule: background work is found by its name. A class that implements
 * Processor (checkpointed, event-driven) lives in a *.processor.ts, a class
 * that extends Sweeper (time-driven) in a *.sweeper.ts; one file, one kind.
 * Classes are recognised by the names in their heritage clauses, as the
 * platform exports them (@platform/event-store's Processor and Sweeper).
 */
function misnamedBackgroundWork(root: string): string[] {
  const files = [...sourceFiles(root, 'apps'), ...sourceFiles(root, 'libs')].filter((file) => !/[.-]spec\.ts$/.test(file));
  return files.flatMap((file) => {
    const text = readFileSync(path.join(root, file), 'utf8');
    if (!/\b(?:Processor|Sweeper)\b/.test(text)) return [];
    const found: string[] = [];
    const visit = (node: ts.Node): void => {
      if (ts.isClassLike(node)) {
        for (const clause of node.heritageClauses ?? []) {
          for (const type of clause.types) {
            const name = type.expression.getText().split('.').pop();
            const kind =
              clause.token === ts.SyntaxKind.ExtendsKeyword && name === 'Sweeper'
                ? { word: 'extends', suffix: '.sweeper.ts' }
                : clause.token === ts.SyntaxKind.ImplementsKeyword && name === 'Processor'
                  ? { word: 'implements', suffix: '.processor.ts' }
                  : undefined;
            if (kind && !file.endsWith(kind.suffix)) {
              found.push(
                `background-work-named-for-its-kind: ${file} (${node.name?.text ?? 'class'} ${kind.word} ${name}, not in a *${kind.suffix})`,
              );
            }
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true));
    return found;
  });
}

describe('module boundaries', () => {
  let real: CruiseResult;
  let tests: CruiseResult;
  let broken: CruiseResult;

  beforeAll(async () => {
    [real, tests, broken] = await Promise.all([depcruise(['apps', 'libs']), depcruise(['test'], TESTS), depcruise([FIXTURE])]);
    // cruising the whole tree takes a few seconds alone, half a minute and more on a busy machine
  }, 180_000);

  it('holds in apps/ and libs/', () => {
    const violations = real.summary.violations.map((violation) => line(violation));
    expect(violations).toEqual([]);
  });

  it('holds in test/', () => {
    const violations = tests.summary.violations.map((violation) => line(violation));
    expect(violations).toEqual([]);
  });

  it('sees the tests and what they import from apps/ and libs/ (or the tests rule would prove nothing)', () => {
    expect(tests.summary.totalCruised).toBeGreaterThan(50);
    expect(tests.modules.some(({ source }) => source.startsWith('test/architecture/fixtures/'))).toBe(false);
    const importsOf = (source: string) => tests.modules.find((module) => module.source === source)?.dependencies;
    expect(importsOf('test/support/app.ts')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ resolved: 'apps/api/src/bootstrap.ts' }),
        expect.objectContaining({ module: '@platform/config', resolved: 'libs/platform/config/src/index.ts' }),
      ]),
    );
    // one of the few internals a test may import: seen, and let through by the rule
    expect(importsOf('test/e2e/identity/credential-cache.e2e-spec.ts')).toEqual(
      expect.arrayContaining([expect.objectContaining({ resolved: 'libs/modules/identity/src/credentials/credential-cache.ts' })]),
    );
  });

  it("has no file directly in a module's features/", () => {
    expect(looseFilesInFeatures(REPO)).toEqual([]);
  });

  it('names background work for its kind (*.processor.ts, *.sweeper.ts)', () => {
    const found = misnamedBackgroundWork(REPO);
    expect(found).toEqual([]);
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
        'no-deep-import-between-modules: libs/modules/beta/src/features/x/x.ts -> libs/modules/alpha/src/domain/thing.ts',
        // 2. deep imports from outside the modules; an index exposing its domain
        'no-deep-import-into-modules: apps/api/src/main.ts -> libs/modules/beta/src/features/x/x.ts',
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
        'production-not-to-test-code: libs/modules/alpha/src/features/use-beta/uses-beta.ts -> libs/platform/testing/src/index.ts',
        // 5, continued. a test using a module's domain (its index and a migration are allowed)
        'tests-use-module-index: test/e2e/alpha/alpha.e2e-spec.ts -> libs/modules/alpha/src/domain/thing.ts',
        // 7. a use case reaching into another one, and shared/ reaching into a use case
        'no-import-between-use-cases: libs/modules/alpha/src/features/do-a/do-a.handler.ts -> libs/modules/alpha/src/features/do-b/do-b.request.ts',
        'no-import-between-use-cases: libs/modules/alpha/src/features/shared/shared-thing.ts -> libs/modules/alpha/src/features/do-b/do-b.request.ts',
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
    expect(rules.length).toBeGreaterThanOrEqual(9);
    expect(broke).toEqual(rules);
  });

  it("finds the file left directly in the broken fixture's features/, and nothing else", () => {
    expect(looseFilesInFeatures(path.join(REPO, FIXTURE))).toEqual([
      'no-file-directly-in-features: libs/modules/alpha/src/features/loose.ts',
    ]);
  });

  it('finds the misnamed sweeper and processor of the broken fixture, and nothing else', () => {
    expect(misnamedBackgroundWork(path.join(REPO, FIXTURE)).sort()).toEqual(
      [
        'background-work-named-for-its-kind: libs/modules/alpha/src/features/count-things/counts.sweeper.ts (CountsProcessor implements Processor, not in a *.processor.ts)',
        'background-work-named-for-its-kind: libs/modules/alpha/src/features/run-things/thing-runner.ts (ThingRunner extends Sweeper, not in a *.sweeper.ts)',
      ].sort(),
    );
  });
});
