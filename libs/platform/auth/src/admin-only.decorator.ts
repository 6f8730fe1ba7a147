import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth } from '@nestjs/swagger';
import { AUTH_REQUIREMENT, type AuthRequirement } from './authenticated.decorator';

/**
 * Marks a controller (or route) as part of the operator's admin API:
 * `Authorization: Bearer <ADMIN_TOKEN>`; 404 for everything when no ADMIN_TOKEN
 * is configured, 401 problem for a missing or wrong token.
 */
export const AdminOnly = () =>
  applyDecorators(SetMetadata(AUTH_REQUIREMENT, { kind: 'admin' } satisfies AuthRequirement), ApiBearerAuth('admin'));
