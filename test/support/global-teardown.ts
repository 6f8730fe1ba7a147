/** Stops the run's embedded PostgreSQL (if the setup started one) and removes its directory. */
export default async function globalTeardown(): Promise<void> {
  const server = globalThis.aviaryTestDatabase;
  globalThis.aviaryTestDatabase = undefined;
  await server?.stop();
}
