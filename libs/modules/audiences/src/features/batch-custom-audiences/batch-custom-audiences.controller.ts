import { batchEntityController, type BatchScope } from '@platform/ads-entity';
import { base36Id } from '@platform/ddd';
import type { CustomAudienceView } from '../../domain/views';
import { CustomAudience } from '../../entities/custom-audience.entity';
import { type AccountClaim, claimOnAccount } from '../shared/account-audiences-claims';
import { CreateCustomAudienceRequest } from '../shared/create-custom-audience.request';
import { UpdateCustomAudienceRequest } from '../shared/update-custom-audience.request';

/** An operation's claims on the account's audiences stream, decided in the batch's session. */
const claiming = ({ claiming, environment, accountId }: BatchScope, claims: (live: CustomAudienceView | undefined) => AccountClaim[]) =>
  claiming<CustomAudienceView>((live, session) => claimOnAccount(session, environment, accountId, claims(live)));

/**
 * Creates, updates and deletes custom audiences (up to 10, the size the
 * batch documents), all or none. The names the operations take and free are
 * decided in request order on one reading of the account's audiences stream
 * (a name freed by an earlier operation may be taken by a later one), and
 * written once with the audiences' events.
 */
export class BatchCustomAudiencesController extends batchEntityController(CustomAudience, {
  path: 'batch/accounts/:account_id/custom_audiences',
  tag: 'ads: custom audiences',
  max: 10,
  create: {
    request: CreateCustomAudienceRequest,
    item: (p, batch) => {
      const id = base36Id();
      return {
        command: { id, fields: { name: p.name, description: p.description ?? null } },
        context: claiming(batch, () => [{ type: 'ClaimAudienceName', customAudienceId: id, name: p.name }]),
      };
    },
  },
  update: {
    request: UpdateCustomAudienceRequest,
    item: (p, batch) => {
      const id = (p as { custom_audience_id: string }).custom_audience_id;
      return {
        command: { patch: { name: p.name, description: p.description } },
        context: claiming(batch, (live) => (live && p.name !== undefined ? [{ type: 'ClaimAudienceName', customAudienceId: id, name: p.name }] : [])),
      };
    },
  },
  delete: { item: (id, batch) => ({ context: claiming(batch, (live) => (live ? [{ type: 'ReleaseAudienceName', customAudienceId: id }] : [])) }) },
}) {}
