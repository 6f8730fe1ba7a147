import { Global, Module } from '@nestjs/common';
import { CREDENTIAL_STORE } from '@platform/auth';
import { SecretBox } from '../secrets/secret-box';
import { IdentityCredentialStore } from './identity-credential-store';

/**
 * Provides CREDENTIAL_STORE to the whole application, so that the platform's
 * authentication strategies can check credentials without importing identity.
 */
@Global()
@Module({
  providers: [SecretBox, IdentityCredentialStore, { provide: CREDENTIAL_STORE, useExisting: IdentityCredentialStore }],
  exports: [SecretBox, CREDENTIAL_STORE],
})
export class CredentialsModule {}
