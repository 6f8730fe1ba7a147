import { Module } from '@nestjs/common';
import { AdsToolCalls } from './ads-tool-calls';
import { McpController } from './mcp.controller';
import { OAuthMetadataController } from './oauth-metadata.controller';

/** The Ads MCP server (`/mcp`) and the OAuth discovery its clients sign in with. */
@Module({ controllers: [McpController, OAuthMetadataController], providers: [AdsToolCalls] })
export class McpModule {}
