import type { CanActivate, INestApplication } from '@nestjs/common';
import { GUARDS_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { MetadataScanner, ModulesContainer } from '@nestjs/core';

/**
 * Puts `guard` among the guards of every route handler of the application's
 * controllers: last (Nest runs global guards, then the controller's, then the
 * handler's), or just before the first guard of class `before` when the
 * handler has one. Route metadata belongs to the controller classes, which
 * every application of the process shares: a guard already placed is left
 * where it is, and the one instance serves every application (it finds its
 * application's own state by `req.app`). To be called before the application
 * is initialised, which reads the guards.
 */
export function placeGuardOnEveryHandler(
  app: INestApplication,
  guard: CanActivate,
  options: { before?: abstract new (...args: never[]) => CanActivate } = {},
): void {
  const scanner = new MetadataScanner();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const prototype = (wrapper.metatype as { prototype?: object } | null)?.prototype;
      if (!prototype) continue;
      for (const name of scanner.getAllMethodNames(prototype)) {
        const handler = (prototype as Record<string, unknown>)[name];
        if (typeof handler !== 'function' || Reflect.getMetadata(PATH_METADATA, handler) === undefined) continue;
        const guards = (Reflect.getMetadata(GUARDS_METADATA, handler) as unknown[] | undefined) ?? [];
        if (guards.includes(guard)) continue;
        const at = options.before ? guards.findIndex((g) => g instanceof options.before!) : -1;
        Reflect.defineMetadata(GUARDS_METADATA, at < 0 ? [...guards, guard] : [...guards.slice(0, at), guard, ...guards.slice(at)], handler);
      }
    }
  }
}
