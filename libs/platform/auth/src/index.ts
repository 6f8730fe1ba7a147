export { AdminStrategy, ADMIN_STRATEGY, type AdminPrincipal } from './admin.strategy';
export { AdminAuthGuard, AdminOnly } from './admin-auth.guard';
export { AuthModule } from './auth.module';
