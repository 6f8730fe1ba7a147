import type { UserView } from '../../projections/users.read-model';

/** A user as the platform API answers it: `id`, `name`, `username` always, the other fields when asked for and the user has them. */
export function platformUserView(user: UserView, fields: readonly string[] = []): Record<string, unknown> {
  const all: Record<string, unknown> = {
    id: user.id,
    name: user.name,
    username: user.screen_name,
    created_at: user.created_at,
    description: user.description,
    protected: false,
    verified: user.verified,
    verified_type: user.verified ? 'blue' : 'none',
    location: user.location,
    url: user.url,
    profile_image_url: user.profile_image_url,
    profile_banner_url: user.profile_banner_url,
    affiliation: user.affiliation_user_id ? { user_id: [user.affiliation_user_id] } : undefined,
  };
  const out: Record<string, unknown> = { id: user.id, name: user.name, username: user.screen_name };
  for (const field of fields) out[field] = all[field];
  return out;
}
