import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { UserContext } from '@platform/auth';
import { AdsResponse, adsPaths } from '@platform/http';
import { PUBLISHERS } from '../../domain/reference/content-categories';

@ApiTags('ads: reference')
@Controller(adsPaths('publishers'))
export class ListPublishersController {
  /** Every publisher of the content categories, in one page; takes no parameters (each names its categories). */
  @Get()
  @UserContext()
  list() {
    return new AdsResponse(PUBLISHERS, { next_cursor: null });
  }
}
