/**
 * The PostgreSQL database the integration and end-to-end tests use: the server
 * of TEST_DATABASE_URL when given, otherwise the embedded one the global setup
 * starts for the run (it sets TEST_DATABASE_URL for the test workers).
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? '';

export function adminUrl(url: string): string {
  const u = new URL(url);
  u.pathname = '/postgres';
  return u.toString();
}

export function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
}
