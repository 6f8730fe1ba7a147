/**
 * Express tries an application's routes in the order they were registered,
 * running each one's regular expression against the path until one matches:
 * with some 500 routes, a request for a route near the end runs hundreds of
 * them (a tenth of a signed GET's CPU). The route index keeps express's
 * router and its stack as they are (order, HEAD and OPTIONS answers, 405s,
 * errors) and only lets it skip the routes that cannot match: before each run
 * of consecutive routes it puts a marker that looks the path up in a tree of
 * the routes' segments (literal or `:param`) and marks the routes whose shape
 * fits; a route not marked for the path answers "no match" without running
 * its expression, a marked one matches as before. The marks are a superset of
 * what can match, so the expressions still decide.
 *
 * Hand-written: express offers no route index, and swapping its router would
 * change the OPTIONS, HEAD and 405 behaviour clients see.
 */

/** A layer of express's router stack, as far as the index uses it. */
interface RouterLayer {
  route?: { path?: unknown };
  match(path: string): unknown;
}

type Next = (error?: unknown) => void;

interface Router {
  stack: RouterLayer[];
}

interface Node {
  literals: Map<string, Node>;
  param?: Node;
  layers: IndexedLayer[];
}

interface IndexedLayer extends RouterLayer {
  [RUN]: RouteRun;
  [MARK]: number;
}

const RUN = Symbol('routeIndex.run');
const MARK = Symbol('routeIndex.mark');
/** A segment express matches literally (case-insensitive), and a `:name` parameter (one non-empty segment). */
const LITERAL = /^[A-Za-z0-9_.~-]+$/;
const PARAM = /^:[A-Za-z_$][A-Za-z0-9_$]*$/;

/** A route's segments (literal, lowercased, or `:` for a parameter), undefined for a path the index does not read. */
function routeSegments(path: unknown): string[] | undefined {
  if (typeof path !== 'string' || !path.startsWith('/')) return undefined;
  const trimmed = path.replace(/\/+$/, ''); // express ignores a route's trailing slashes
  if (trimmed === '') return [];
  const segments: string[] = [];
  for (const segment of trimmed.slice(1).split('/')) {
    if (PARAM.test(segment)) segments.push(':');
    else if (LITERAL.test(segment)) segments.push(segment.toLowerCase());
    else return undefined;
  }
  return segments;
}

/** A request path's segments as the tree is walked with them: one trailing slash is optional. */
function requestSegments(path: string): string[] {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return trimmed === '/' ? [] : trimmed.slice(1).toLowerCase().split('/');
}

function node(): Node {
  return { literals: new Map(), layers: [] };
}

/** Consecutive routes of the stack, with the tree of their segments and the marks of the last path looked up. */
class RouteRun {
  private readonly root = node();
  /** Bumped at each lookup: a route whose mark equals it fits the path last looked up. */
  generation = 0;
  /** The path the marks are for; undefined when they are for none (a path the index does not read). */
  markedPath: string | undefined;

  add(layer: IndexedLayer, segments: readonly string[]): void {
    let at = this.root;
    for (const segment of segments) {
      if (segment === ':') at = at.param ??= node();
      else {
        let next = at.literals.get(segment);
        if (!next) at.literals.set(segment, (next = node()));
        at = next;
      }
    }
    at.layers.push(layer);
  }

  /** Marks the routes whose shape fits the path. */
  mark(path: string): void {
    this.generation += 1;
    if (!path.startsWith('/')) {
      this.markedPath = undefined;
      return;
    }
    this.markedPath = path;
    this.visit(this.root, requestSegments(path), 0);
  }

  private visit(at: Node, segments: readonly string[], i: number): void {
    if (i === segments.length) {
      for (const layer of at.layers) layer[MARK] = this.generation;
      return;
    }
    const literal = at.literals.get(segments[i]);
    if (literal) this.visit(literal, segments, i + 1);
    if (at.param) this.visit(at.param, segments, i + 1);
  }
}

/**
 * A route layer's match: "no match" when the marks are for this path and the
 * route is not marked; otherwise express's own match. Marks made for another
 * path (another request looked up in between) are not trusted.
 */
function indexedMatch(original: (path: string) => unknown) {
  return function match(this: IndexedLayer, path: string): unknown {
    const run = this[RUN];
    if (run.markedPath === path && this[MARK] !== run.generation) return false;
    return original.call(this, path);
  };
}

/** The marker in front of a run: looks the path up, never matches itself. */
function marker(run: RouteRun): RouterLayer {
  return {
    name: 'routeIndex',
    route: undefined,
    handle: function routeIndex(_req: unknown, _res: unknown, next: Next) {
      next();
    },
    match(path: string) {
      run.mark(path);
      return false;
    },
    handleRequest: (_req: unknown, _res: unknown, next: Next) => next(),
    handleError: (error: unknown, _req: unknown, _res: unknown, next: Next) => next(error),
  } as RouterLayer;
}

/**
 * Indexes the routes of an express application's router (after the
 * application registered them all; routes added later are not indexed and
 * match as usual).
 */
export function indexRoutes(expressApp: unknown): void {
  const router = (expressApp as { router?: Router }).router;
  if (!router?.stack) return;
  const stack: RouterLayer[] = [];
  const matchers = new Map<(path: string) => unknown, (path: string) => unknown>();
  let run: RouteRun | undefined;
  for (const layer of router.stack) {
    const segments = layer.route ? routeSegments(layer.route.path) : undefined;
    if (!segments) {
      run = undefined;
      stack.push(layer);
      continue;
    }
    if (!run) {
      run = new RouteRun();
      stack.push(marker(run));
    }
    const indexed = layer as IndexedLayer;
    indexed[RUN] = run;
    indexed[MARK] = 0;
    run.add(indexed, segments);
    const original = layer.match;
    let wrapped = matchers.get(original);
    if (!wrapped) matchers.set(original, (wrapped = indexedMatch(original)));
    indexed.match = wrapped;
    stack.push(indexed);
  }
  router.stack.splice(0, router.stack.length, ...stack);
}
