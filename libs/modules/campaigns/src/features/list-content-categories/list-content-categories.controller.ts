import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { UserContext } from '@platform/auth';
import { AdsResponse, adsPaths } from '@platform/http';
import { CONTENT_CATEGORIES } from '../../domain/reference/content-categories';

@ApiTags('ads: reference')
@Controller(adsPaths('content_categories'))
export class ListContentCategoriesController {
  /** Every content category with the IAB categories it covers, in one page with its count; takes no parameters. */
  @Get()
  @UserContext()
  list() {
    return new AdsResponse(CONTENT_CATEGORIES, { next_cursor: null, total_count: CONTENT_CATEGORIES.length });
  }
}
