import type { Request } from 'express';

interface RouteLayer {
  route?: { path: unknown; methods: Record<string, boolean> };
  match(path: string): boolean;
}

/**
 * The methods the application answers on this path, read from the express
 * router. Used to answer 405 with `Allow` rather than 404 when the path
 * exists but not for the method used.
 */
export function allowedMethods(expressApp: unknown, req: Request): string[] {
  const stack = (expressApp as { router?: { stack?: RouteLayer[] } })?.router?.stack ?? [];
  const methods = new Set<string>();
  for (const layer of stack) {
    // Nest mounts middleware as catch-all routes for every method: those say nothing about the path.
    if (!layer.route || String(layer.route.path).includes('{*')) continue;
    try {
      if (!layer.match(req.path)) continue;
    } catch {
      continue;
    }
    for (const [method, enabled] of Object.entries(layer.route.methods)) {
      if (enabled && method !== '_all') methods.add(method.toUpperCase());
    }
  }
  if (methods.has('GET')) methods.add('HEAD');
  return [...methods].sort();
}
