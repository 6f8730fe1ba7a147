import { Global, Module } from '@nestjs/common';
import { CREDENTIAL_STORE } from '@platform/auth';
import { SecretBox } from '../secrets/secret-box';
import { CredentialCache } from './credential-cache';
import { IdentityCredentialStore } from './identity-credential-store';

/**
 * Provides CREDENTIAL_STORE to the whole application, so that the platform's
 * authentication strategies can check credentials without importing identity.
 */
@Global()
@Module({
  providers: [SecretBox, CredentialCache, IdentityCredentialStore, { provide: CREDENTIAL_STORE, useExisting: IdentityCredentialStore }],
  exports: [SecretBox, CredentialCache, CREDENTIAL_STORE],
})
export class CredentialsModule {}
