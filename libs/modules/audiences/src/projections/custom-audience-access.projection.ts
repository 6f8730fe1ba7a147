import type { Environment } from '@platform/ddd';
import type { InlineProjection, RecordedEvent, Sql } from '@platform/event-store';
import type { CustomAudiencePermissionView } from '../domain/views';
import { tailoredAudiencePermissionsTable } from './tables';

type Data = {
  environment: Environment;
  accountId: string;
  customAudienceId: string;
  customAudience: { id: string };
  permission: CustomAudiencePermissionView;
  permissionId: string;
  grantedAccountId: string;
  revokedAt: string;
};

/**
 * Who may see each custom audience, and with what access: its owner
 * (READ_WRITE) from its creation, and each account it is shared with while
 * the permission stands; and the permissions themselves. Lists and gets read
 * custom audiences through the access rows (`custom_audiences_seen`).
 */
export const customAudienceAccessProjection: InlineProjection = {
  name: 'audiences.custom_audience_access',
  tables: ['audiences.custom_audience_access', 'audiences.custom_audience_permissions'],
  handles: ['audiences.CustomAudienceCreated', 'audiences.CustomAudiencePermissionGranted', 'audiences.CustomAudiencePermissionRevoked'],
  async apply(event: RecordedEvent, sql: Sql) {
    const data = event.data as Data;
    switch (event.type) {
      case 'audiences.CustomAudienceCreated':
        await access(sql, data.environment, data.accountId, data.customAudience.id, true, 'READ_WRITE');
        break;
      case 'audiences.CustomAudiencePermissionGranted': {
        const p = data.permission;
        await access(sql, data.environment, p.granted_account_id, data.customAudienceId, false, p.permission_level);
        await sql.query(
          `INSERT INTO audiences.custom_audience_permissions (environment, account_id, id, data) VALUES ($1, $2, $3, $4::jsonb)
           ON CONFLICT (environment, id) DO UPDATE SET data = excluded.data`,
          [data.environment, data.accountId, p.id, JSON.stringify(p)],
        );
        break;
      }
      case 'audiences.CustomAudiencePermissionRevoked': {
        await sql.query(`DELETE FROM audiences.custom_audience_access WHERE environment = $1 AND account_id = $2 AND audience_id = $3`, [
          data.environment,
          data.grantedAccountId,
          data.customAudienceId,
        ]);
        await tailoredAudiencePermissionsTable.patch(sql, data.environment, data.permissionId, { deleted: true, updated_at: data.revokedAt });
        break;
      }
    }
  },
};

async function access(sql: Sql, environment: Environment, accountId: string, audienceId: string, isOwner: boolean, level: string): Promise<void> {
  await sql.query(
    `INSERT INTO audiences.custom_audience_access (environment, account_id, audience_id, is_owner, permission_level)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (environment, account_id, audience_id) DO UPDATE SET permission_level = excluded.permission_level`,
    [environment, accountId, audienceId, isOwner, level],
  );
}
