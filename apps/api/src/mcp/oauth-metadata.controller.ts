import { Controller, Get, Req } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request } from 'express';
import { OAUTH2_SCOPES, type OAuth2Scope, Public } from '@platform/auth';
import { requestOrigin } from '@platform/http';

/** The scopes the Ads MCP's tools need: reads and analytics, writes. */
export const ADS_SCOPES: readonly OAuth2Scope[] = ['ads.read', 'ads.write'];

/** Where the MCP endpoint's protected resource metadata is (RFC 9728 §3.1: the resource's path after the well-known name). */
export const PROTECTED_RESOURCE_PATH = '/.well-known/oauth-protected-resource/mcp';

/**
 * OAuth discovery for MCP clients that sign in by themselves: the MCP
 * endpoint's protected resource metadata (RFC 9728) names aviary as its
 * authorization server, whose metadata (RFC 8414) names the authorize and
 * token endpoints of the OAuth 2.0 flow and the scopes to ask for.
 */
@ApiExcludeController()
@Controller('.well-known')
export class OAuthMetadataController {
  @Public()
  @Get(['oauth-protected-resource/mcp', 'oauth-protected-resource'])
  protectedResource(@Req() req: Request) {
    const base = requestOrigin(req);
    return {
      resource: `${base}/mcp`,
      resource_name: 'aviary Ads MCP',
      authorization_servers: [base],
      scopes_supported: [...ADS_SCOPES, 'offline.access'],
      bearer_methods_supported: ['header'],
    };
  }

  @Public()
  @Get('oauth-authorization-server')
  authorizationServer(@Req() req: Request) {
    const base = requestOrigin(req);
    return {
      issuer: base,
      authorization_endpoint: `${base}/i/oauth2/authorize`,
      token_endpoint: `${base}/2/oauth2/token`,
      revocation_endpoint: `${base}/2/oauth2/revoke`,
      scopes_supported: OAUTH2_SCOPES,
      response_types_supported: ['code'],
      response_modes_supported: ['query'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
      code_challenge_methods_supported: ['S256', 'plain'],
      token_endpoint_auth_methods_supported: ['none', 'client_secret_basic'],
      revocation_endpoint_auth_methods_supported: ['none', 'client_secret_basic'],
    };
  }
}
