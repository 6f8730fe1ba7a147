import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { UserContext } from '@platform/auth';
import { AdsResponse, adsPaths } from '@platform/http';
import { CONTENT_CATEGORIES } from '../../domain/reference/content-categories';

@ApiTags('ads: reference')
@Controller(adsPaths('content_categories'))
export class ListContentCategoriesController {
  /** The content categories of publisher content, with the IAB categories each covers; takes no parameters. */
  @Get()
  @UserContext()
  list() {
    return AdsResponse.of(CONTENT_CATEGORIES);
  }
}
