import { Controller, Delete, Get, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError } from '@modelcontextprotocol/sdk/types.js';
import type { Request, Response } from 'express';
import { type BetaName, CREDENTIAL_STORE, type CredentialStore, Public } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { requestOrigin } from '@platform/http';
import { AdsToolCalls, type ToolCaller } from './ads-tool-calls';
import { ADS_SCOPES, PROTECTED_RESOURCE_PATH } from './oauth-metadata.controller';

/** The beta an app needs for the Ads MCP (apps are allowed every beta unless the operator narrows them). */
const MCP_BETA: BetaName = 'ads_mcp';

/**
 * The Ads MCP server at `/mcp`: MCP over Streamable HTTP with the official
 * SDK, stateless (each POST is answered on its own, as an SSE-framed
 * response), authenticated with an OAuth 2.0 user token. The tools are the
 * ads API's requests (AdsToolCalls).
 */
@ApiExcludeController()
@Controller('mcp')
export class McpController {
  constructor(
    @Inject(CREDENTIAL_STORE) private readonly credentials: CredentialStore,
    private readonly calls: AdsToolCalls,
  ) {}

  @Public()
  @Post()
  async post(@Req() req: Request, @Res() res: Response): Promise<void> {
    const caller = await this.authenticate(req, res);
    if (!caller) return;
    const server = this.server(caller);
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req, res, req.body);
  }

  /** No session and no stream of server-initiated messages: GET and DELETE are not served (the transport's stateless answer). */
  @Public()
  @Get()
  @Delete()
  async other(@Req() req: Request, @Res() res: Response): Promise<void> {
    if (!(await this.authenticate(req, res))) return;
    res
      .status(405)
      .set('allow', 'POST')
      .json({ jsonrpc: '2.0', error: { code: ErrorCode.ConnectionClosed, message: 'Method not allowed: this server is stateless, send JSON-RPC with POST' }, id: null });
  }

  /** The caller of a user token allowed the Ads MCP, or the 401/403 answered (RFC 6750, RFC 9728). */
  private async authenticate(req: Request, res: Response): Promise<ToolCaller | undefined> {
    const token = /^Bearer +(\S+)$/i.exec(req.header('authorization') ?? '')?.[1];
    const found = token ? await this.credentials.findUserBearerToken(token) : undefined;
    const metadata = `${requestOrigin(req)}${PROTECTED_RESOURCE_PATH}`;
    if (!found) {
      const description = token ? 'The access token is invalid or expired, or is no OAuth 2.0 user token' : 'An OAuth 2.0 user token is needed (Authorization: Bearer)';
      const error = token ? ' error="invalid_token",' : '';
      res
        .status(401)
        .set('www-authenticate', `Bearer realm="aviary",${error} error_description="${description}", resource_metadata="${metadata}"`)
        .json({ error: 'invalid_token', error_description: description });
      return undefined;
    }
    requestContext.assign({ authScheme: 'bearer', appId: found.appId, userId: found.userId });
    if (found.betas && !found.betas.includes(MCP_BETA)) {
      res.status(403).json({ error: 'unauthorized_client', error_description: `The app is not allowed the Ads MCP: its operator has not granted it the ${MCP_BETA} beta` });
      return undefined;
    }
    if (!ADS_SCOPES.some((scope) => found.scopes.includes(scope))) {
      const description = `The token was granted neither ${ADS_SCOPES.join(' nor ')}`;
      res
        .status(403)
        .set('www-authenticate', `Bearer realm="aviary", error="insufficient_scope", scope="${ADS_SCOPES.join(' ')}", resource_metadata="${metadata}"`)
        .json({ error: 'insufficient_scope', error_description: description });
      return undefined;
    }
    return { authorization: req.header('authorization')!, userId: found.userId, ip: req.ip ?? '127.0.0.1', userAgent: req.header('user-agent') };
  }

  /** An MCP server for one request: the tools and their calls, as this caller. */
  private server(caller: ToolCaller): Server {
    const server = new Server({ name: 'aviary-ads', title: 'aviary Ads MCP', version: '12' }, { capabilities: { tools: {} } });
    server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: await this.calls.list() }));
    server.setRequestHandler(CallToolRequestSchema, async (request) => {
      const result = await this.calls.call(request.params.name, request.params.arguments ?? {}, caller);
      if (!result) throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${request.params.name}`);
      return result;
    });
    return server;
  }
}
