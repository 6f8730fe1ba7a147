import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { AppsReadModel } from '../projections/apps.read-model';
import { FindAppConsumerSecretQuery, FindAppNameQuery } from './apps.contract';

@QueryHandler(FindAppConsumerSecretQuery)
export class FindAppConsumerSecretHandler implements IQueryHandler<FindAppConsumerSecretQuery, string | undefined> {
  constructor(private readonly apps: AppsReadModel) {}

  async execute({ appId }: FindAppConsumerSecretQuery): Promise<string | undefined> {
    return (await this.apps.get(appId))?.consumer_secret;
  }
}

@QueryHandler(FindAppNameQuery)
export class FindAppNameHandler implements IQueryHandler<FindAppNameQuery, string | undefined> {
  constructor(private readonly apps: AppsReadModel) {}

  async execute({ appId }: FindAppNameQuery): Promise<string | undefined> {
    return (await this.apps.get(appId))?.name;
  }
}
