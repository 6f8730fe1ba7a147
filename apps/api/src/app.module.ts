import { DynamicModule, Module } from '@nestjs/common';
import { AnalyticsModule } from '@modules/analytics';
import { CampaignsModule } from '@modules/campaigns';
import { HistoryModule } from '@modules/history';
import { IdentityModule } from '@modules/identity';
import { SocialModule } from '@modules/social';
import { CatalogModule } from '@modules/catalog';
import { AudiencesModule } from '@modules/audiences';
import { CreativesModule } from '@modules/creatives';
import { PostsModule } from '@modules/posts';
import { WebhooksModule } from '@modules/webhooks';
import { ConsoleModule } from './console/console.module';
import { McpModule } from './mcp/mcp.module';
import { type PlatformOptions, PlatformModule } from './platform.module';

/** The composition root: the platform, one module per bounded context, and the operator console over their admin API. */
@Module({})
export class AppModule {
  static forRoot(options: PlatformOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [PlatformModule.forRoot(options), IdentityModule, CampaignsModule, WebhooksModule, HistoryModule, SocialModule, CatalogModule, AudiencesModule, CreativesModule, PostsModule, AnalyticsModule, ConsoleModule, McpModule],
    };
  }
}
