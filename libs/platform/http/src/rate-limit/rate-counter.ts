import { Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { SETTINGS, type Settings } from '@platform/config';
import { RateLimitWindows } from './rate-limit-windows';

/**
 * What the ads and the platform counters share: the windows (PostgreSQL,
 * shared by replicas), the routes' own limits (@RateLimit), and the scale
 * their setting gives the limits (none: the limits are off).
 */
@Injectable()
export abstract class RateCounter {
  protected readonly multiplier: number | undefined;

  constructor(
    protected readonly windows: RateLimitWindows,
    protected readonly reflector: Reflector,
    @Inject(SETTINGS) protected readonly settings: Settings,
  ) {
    this.multiplier = this.scaleOf(settings);
  }

  /** The limits' scale from the settings (`rateMultiplier` of the interface's setting). */
  protected abstract scaleOf(settings: Settings): number | undefined;

  get enabled(): boolean {
    return this.multiplier !== undefined;
  }
}
