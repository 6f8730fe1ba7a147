import { timingSafeEqual, createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-http-bearer';
import { SETTINGS, type Settings } from '@platform/config';

export const ADMIN_STRATEGY = 'admin-bearer';

export interface AdminPrincipal {
  admin: true;
}

/** `Authorization: Bearer <ADMIN_TOKEN>` for the operator's admin API. */
@Injectable()
export class AdminStrategy extends PassportStrategy(Strategy, ADMIN_STRATEGY) {
  private readonly expected?: Buffer;

  constructor(@Inject(SETTINGS) settings: Settings) {
    super();
    this.expected = settings.ADMIN_TOKEN ? digest(settings.ADMIN_TOKEN) : undefined;
  }

  validate(token: string): AdminPrincipal | false {
    if (!this.expected) return false;
    return timingSafeEqual(digest(token), this.expected) ? { admin: true } : false;
  }
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}
