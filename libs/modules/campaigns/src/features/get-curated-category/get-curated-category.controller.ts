import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AccountScoped } from '@platform/auth';
import { AdsResponse, adsPaths } from '@platform/http';
import { curatedCategoryNotFound, findCuratedCategory } from '../../domain/curated-category';

@ApiTags('ads: line items')
@Controller(adsPaths('accounts/:account_id/curated_categories/:curated_category_id'))
export class GetCuratedCategoryController {
  @Get()
  @AccountScoped()
  get(@Param('curated_category_id') curatedCategoryId: string) {
    const category = findCuratedCategory(curatedCategoryId);
    if (!category) throw curatedCategoryNotFound(curatedCategoryId);
    return AdsResponse.of(category);
  }
}
