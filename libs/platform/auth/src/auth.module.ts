import { Global, Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { AdminAuthGuard } from './admin-auth.guard';
import { AdminStrategy } from './admin.strategy';

/** Passport strategies and the guards built on them, for every module. */
@Global()
@Module({
  imports: [PassportModule],
  providers: [AdminStrategy, AdminAuthGuard],
  exports: [AdminAuthGuard],
})
export class AuthModule {}
