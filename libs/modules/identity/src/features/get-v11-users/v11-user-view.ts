import { Digits, v11Time } from '@platform/http';
import type { UserView } from '../../projections/users.read-model';

/** A link as v1.1 entities write it: the text as given, shown without its scheme, spanning the whole field. */
const urlEntity = (url: string) => ({ url, expanded_url: url, display_url: url.replace(/^https?:\/\//, ''), indices: [0, url.length] });

/**
 * A user as the v1.1 user object shows it (docs/decisions.md, "v1.1 user
 * lookups"): the profile a user here has, under the v1.1 names; the counts
 * this module does not keep are 0, the deprecated members null, and what a
 * user here has no notion of (theme colours, translator flags, the viewer's
 * relationship) is left out. `entities` unless `include_entities` is false.
 * `id` is written as a JSON number of all its digits (`jsonWithDigits`).
 */
export function v11UserView(user: UserView, includeEntities: boolean): Record<string, unknown> {
  const image = user.profile_image_url ?? null;
  return {
    id: new Digits(user.id),
    id_str: user.id,
    name: user.name,
    screen_name: user.screen_name,
    location: user.location ?? '',
    description: user.description,
    url: user.url ?? null,
    ...(includeEntities ? { entities: { ...(user.url ? { url: { urls: [urlEntity(user.url)] } } : {}), description: { urls: [] } } } : {}),
    protected: false,
    followers_count: 0,
    friends_count: 0,
    listed_count: 0,
    created_at: v11Time(user.created_at),
    favourites_count: 0,
    utc_offset: null,
    time_zone: null,
    verified: user.verified,
    statuses_count: 0,
    lang: null,
    profile_image_url: image,
    profile_image_url_https: image,
    ...(user.profile_banner_url ? { profile_banner_url: user.profile_banner_url } : {}),
    default_profile: true,
    default_profile_image: image === null,
    withheld_in_countries: [],
  };
}
