import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { UserContext } from '@platform/auth';
import { AdsParams, AdsResponse, adsPaths } from '@platform/http';
import { IAB_CATEGORIES } from '../../domain/reference/iab-categories';
import { ReferenceListRequest } from '../reference-list.request';
import { pageOfList } from '../static-page';

@ApiTags('ads: reference')
@Controller(adsPaths('iab_categories'))
export class ListIabCategoriesController {
  /** The IAB content categories (tiers 1 and 2) line item `categories` take, each tier-1 code before its tier-2 codes. */
  @Get()
  @UserContext()
  list(@AdsParams(ReferenceListRequest) p: ReferenceListRequest) {
    return AdsResponse.page(pageOfList(IAB_CATEGORIES, p.count, p.cursor, 'iab_categories'));
  }
}
