import { SecretBox } from '../../secrets/secret-box';

/**
 * An app-only bearer token is derived from the server key and a random seed,
 * so the outstanding one can be answered again while only its hash is stored.
 */
export function bearerTokenFor(secrets: SecretBox, appId: string, seed: string): string {
  return `AAAAAAAAAAAAAAAAAAAAA${secrets.derive(`bearer:${appId}:${seed}`)}`;
}
