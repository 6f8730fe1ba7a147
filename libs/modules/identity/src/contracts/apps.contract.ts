import { Query } from '@nestjs/cqrs';

/**
 * An app's consumer secret, for the modules that sign with it (webhook CRC
 * responses and delivery signatures); undefined when there is no such app.
 */
export class FindAppConsumerSecretQuery extends Query<string | undefined> {
  constructor(readonly appId: string) {
    super();
  }
}

/** An app's name (what the Account Activity count answers as `account_name`); undefined when there is no such app. */
export class FindAppNameQuery extends Query<string | undefined> {
  constructor(readonly appId: string) {
    super();
  }
}
