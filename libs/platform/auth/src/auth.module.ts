import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { AdminStrategy } from './admin.strategy';
import { ApiAuthGuard } from './api-auth.guard';
import { ConsoleSession } from './console-session';
import { OAuth1Verifier } from './oauth1/oauth1-verifier';
import { AppBearerStrategy } from './strategies';
import { AccountScopedGuard } from './account-scoped.guard';

/**
 * Passport strategies (admin token, app-only bearer), the OAuth 1.0a verifier and the
 * global guard that applies what each route declares. The credentials they
 * check come from CREDENTIAL_STORE, which the identity module provides.
 */
@Global()
@Module({
  imports: [PassportModule],
  providers: [
    AdminStrategy,
    ConsoleSession,
    AppBearerStrategy,
    OAuth1Verifier,
    AccountScopedGuard,
    { provide: APP_GUARD, useClass: ApiAuthGuard },
  ],
  exports: [AdminStrategy, ConsoleSession, OAuth1Verifier, AccountScopedGuard],
})
export class AuthModule {}
