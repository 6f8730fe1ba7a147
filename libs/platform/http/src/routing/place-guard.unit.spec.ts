import { type CanActivate, Controller, Get, type INestApplication, Post, UseGuards } from '@nestjs/common';
import { GUARDS_METADATA } from '@nestjs/common/constants';
import { Test } from '@nestjs/testing';
import { placeGuardOnEveryHandler } from './place-guard';

class Own implements CanActivate {
  canActivate = () => true;
}
class Counting implements CanActivate {
  canActivate = () => true;
}
class Faulting implements CanActivate {
  canActivate = () => true;
}

@Controller('things')
class ThingsController {
  @Get()
  @UseGuards(Own)
  list(): string {
    return 'list';
  }

  @Post()
  create(): string {
    return 'create';
  }

  helper(): string {
    return 'not a route';
  }
}

const guardsOf = (handler: unknown) => (Reflect.getMetadata(GUARDS_METADATA, handler as object) as unknown[] | undefined) ?? [];

describe('placing a guard on every route handler', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = (await Test.createTestingModule({ controllers: [ThingsController] }).compile()).createNestApplication();
  });
  afterAll(() => app.close());

  it('puts it last, or before the first guard of a class, once, on route handlers only', () => {
    const counting = new Counting();
    const faulting = new Faulting();
    const { list, create, helper } = ThingsController.prototype;
    placeGuardOnEveryHandler(app, counting);
    expect(guardsOf(list)).toEqual([Own, counting]);
    placeGuardOnEveryHandler(app, faulting, { before: Counting });
    placeGuardOnEveryHandler(app, faulting, { before: Counting });
    placeGuardOnEveryHandler(app, counting);
    expect(guardsOf(list)).toEqual([Own, faulting, counting]);
    expect(guardsOf(create)).toEqual([faulting, counting]);
    expect(guardsOf(helper)).toEqual([]);
  });
});
