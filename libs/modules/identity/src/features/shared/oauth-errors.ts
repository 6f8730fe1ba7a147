import { DomainError } from '@platform/ddd';
import { PlatformError } from '@platform/http';

/**
 * The OAuth endpoints answer v1.1 error objects with numeric codes; this turns
 * the identity module's domain errors into them.
 */
export async function asOAuthErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof DomainError) {
      switch (error.code) {
        case 'INVALID_TOKEN':
          throw new PlatformError(401, 89, 'Invalid or expired token.');
        case 'INVALID_VERIFIER':
          throw new PlatformError(401, 32, 'Could not authenticate you.');
        case 'NOT_OUTSTANDING':
          throw unableToVerify();
      }
    }
    throw error;
  }
}

/**
 * 403 code 99: what the app-only token endpoints answer to bad client
 * credentials, an invalid request and a token that is not the app's
 * outstanding one (`fundamentals/authentication/oauth-2-0/application-only.mdx`,
 * "Common error cases").
 */
export const unableToVerify = () => new PlatformError(403, 99, 'Unable to verify your credentials', {}, 'authenticity_token_error');
