import { QueryBus } from '@nestjs/cqrs';
import { FindAppConsumerSecretQuery } from '@modules/identity';

/** The consumer secret the app's webhooks sign and answer CRC challenges with. */
export async function appConsumerSecret(queries: QueryBus, appId: string): Promise<string> {
  const secret = await queries.execute(new FindAppConsumerSecretQuery(appId));
  if (secret === undefined) throw new Error(`App ${appId} has no consumer secret`);
  return secret;
}
