import { existsSync, readdirSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import { Body, Controller, Delete, Get, HttpCode, Inject, NotFoundException, Param, Post, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import type { Response } from 'express';
import { AdminStrategy, CONSOLE_COOKIE, ConsoleSession, Public } from '@platform/auth';
import { SETTINGS, type Settings } from '@platform/config';
import { ProblemError } from '@platform/http';

export class ConsoleSignInRequest {
  @IsString()
  @MaxLength(512)
  token!: string;
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/**
 * The console's own files (apps/console, which the build copies into dist) and the front-end libraries it loads,
 * from the package: no CDN. None when they are missing: the API serves on, the console answers 404.
 */
function consoleAssets(): Map<string, string> {
  let dir = __dirname;
  while (!existsSync(join(dir, 'apps', 'console', 'index.html'))) {
    if (dirname(dir) === dir) return new Map();
    dir = dirname(dir);
  }
  const own = join(dir, 'apps', 'console');
  const assets = new Map<string, string>([
    ['index.html', join(own, 'index.html')],
    // htm with Preact and its hooks in one ES module, and uPlot for the charts
    ['htm-preact.js', join(dirname(require.resolve('htm')), '..', 'preact', 'standalone.module.js')],
    ['uplot.js', require.resolve('uplot/dist/uPlot.esm.js')],
    ['uplot.css', require.resolve('uplot/dist/uPlot.min.css')],
  ]);
  for (const name of readdirSync(own)) if (TYPES[extname(name)]) assets.set(name, join(own, name));
  return assets;
}

const CSP = "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/**
 * The operator console at /console: one page (apps/console/index.html) for
 * every path under it, whose script routes by the path and reads the admin
 * API with the session cookie signed in here. Served only where the admin API
 * is (ADMIN_TOKEN set), on the platform listener.
 */
@ApiExcludeController()
@Controller('console')
export class ConsoleController {
  private readonly assets = consoleAssets();

  constructor(
    @Inject(SETTINGS) private readonly settings: Settings,
    private readonly admin: AdminStrategy,
    private readonly session: ConsoleSession,
  ) {}

  @Get('assets/:name')
  @Public()
  asset(@Param('name') name: string, @Res() res: Response): void {
    this.enabled();
    const file = name === 'index.html' ? undefined : this.assets.get(name);
    if (!file) throw new NotFoundException();
    res.setHeader('cache-control', 'no-cache');
    res.type(TYPES[extname(file)] ?? 'application/octet-stream').sendFile(file);
  }

  /** Signs in with the admin token: the session cookie, 204; 401 for any other token. */
  @Post('session')
  @HttpCode(204)
  @Public()
  signIn(@Body() body: ConsoleSignInRequest, @Res({ passthrough: true }) res: Response): void {
    this.enabled();
    if (!this.admin.validate(body.token)) {
      throw new ProblemError(401, 'about:blank', 'Unauthorized', 'That is not the admin token', { parameter: 'token' });
    }
    const { value, options } = this.session.issue();
    res.cookie(CONSOLE_COOKIE, value, { ...options, secure: res.req.secure });
  }

  @Delete('session')
  @HttpCode(204)
  @Public()
  signOut(@Res({ passthrough: true }) res: Response): void {
    this.enabled();
    res.clearCookie(CONSOLE_COOKIE, { path: '/' });
  }

  @Get(['', '*path'])
  @Public()
  page(@Res() res: Response): void {
    this.enabled();
    res.setHeader('content-security-policy', CSP);
    res.setHeader('cache-control', 'no-store');
    res.setHeader('x-frame-options', 'DENY');
    res.type('text/html; charset=utf-8').sendFile(this.assets.get('index.html')!);
  }

  private enabled(): void {
    if (!this.settings.ADMIN_TOKEN || this.assets.size === 0) throw new NotFoundException();
  }
}
