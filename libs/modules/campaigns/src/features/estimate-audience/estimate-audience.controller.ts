import { Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AccountScoped } from '@platform/auth';
import { AdsParams, AdsResponse, adsPaths, JsonBodyOnlyGuard } from '@platform/http';
import { estimateAudience, parseTargetingCriteria } from '../../domain/audience-estimate';
import { EstimateAudienceRequest } from './estimate-audience.request';

@ApiTags('ads: line items')
@Controller(adsPaths('accounts/:account_id/audience_estimate'))
export class EstimateAudienceController {
  /**
   * The approximate audience of a set of targeting criteria (JSON body only).
   * Nothing is stored; the same criteria always give the same estimate.
   */
  @Post()
  @HttpCode(200)
  // guards run bottom-up: account ownership first, then the body's type
  @UseGuards(JsonBodyOnlyGuard)
  @AccountScoped()
  estimate(@AdsParams(EstimateAudienceRequest) p: EstimateAudienceRequest) {
    return AdsResponse.of(estimateAudience(parseTargetingCriteria(p.targeting_criteria)));
  }
}
