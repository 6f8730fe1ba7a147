import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Principal } from './principal';

/** The authenticated principal of the request (`@CurrentPrincipal() principal: Principal`). */
export const CurrentPrincipal = createParamDecorator(
  (_: unknown, ctx: ExecutionContext) => (ctx.switchToHttp().getRequest() as { user?: Principal }).user,
);
