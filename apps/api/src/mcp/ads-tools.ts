/**
 * The Ads MCP's 23 tools, named and grouped as the Ads MCP reference lists
 * them (`x-ads-api/mcp.mdx`, `mcp/reference.mdx`), each backed by the ads
 * endpoint the reference's table names. A tool call is that endpoint's
 * request: its input members are the endpoint's parameters (read from the
 * served OpenAPI document), and the answer is the endpoint's own JSON.
 */
export type AdsToolGroup = 'Accounts & Reads' | 'Analytics' | 'Targeting Search' | 'Writes';

export interface AdsTool {
  name: string;
  group: AdsToolGroup;
  /** What the tool does, for the model choosing it. */
  description: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The backing endpoint, with `:param` path parameters. */
  path: string;
  /** What the answer holds, for the short text (`3 campaigns`, `campaign abc`). */
  noun: string;
  /** Parameters the tool sets whatever the input says (and leaves out of its input schema). */
  fixed?: Record<string, string>;
  /** Parameters narrowed to these values (the tool refuses others, naming the tool that does it). */
  narrowed?: Record<string, { values: readonly string[]; otherwise: string }>;
  /** Parameters that default to the calling user's id when not given. */
  callerDefaults?: readonly string[];
}

const ACCOUNT = '/12/accounts/:account_id';
const PAUSED_ONLY = { values: ['PAUSED'], otherwise: 'only activate_campaign or activate_line_item make an entity ACTIVE' } as const;

export const ADS_TOOLS: readonly AdsTool[] = [
  // Accounts & Reads
  { name: 'list_ads_accounts', group: 'Accounts & Reads', noun: 'ad account', method: 'GET', path: '/12/accounts', description: 'List the ad accounts the signed-in user can access.' },
  { name: 'list_campaigns', group: 'Accounts & Reads', noun: 'campaign', method: 'GET', path: `${ACCOUNT}/campaigns`, description: 'List the campaigns of an ad account (optionally by id or funding instrument).' },
  { name: 'get_campaign', group: 'Accounts & Reads', noun: 'campaign', method: 'GET', path: `${ACCOUNT}/campaigns/:campaign_id`, description: 'Get one campaign of an ad account.' },
  { name: 'list_line_items', group: 'Accounts & Reads', noun: 'line item', method: 'GET', path: `${ACCOUNT}/line_items`, description: 'List the line items (ad groups) of an ad account, optionally of some campaigns.' },
  { name: 'list_funding_instruments', group: 'Accounts & Reads', noun: 'funding instrument', method: 'GET', path: `${ACCOUNT}/funding_instruments`, description: 'List the funding instruments of an ad account; a campaign needs one.' },
  { name: 'list_promoted_posts', group: 'Accounts & Reads', noun: 'promoted post', method: 'GET', path: `${ACCOUNT}/promoted_tweets`, description: 'List the posts promoted in the line items of an ad account.' },
  { name: 'list_targeting_criteria', group: 'Accounts & Reads', noun: 'targeting criterion', method: 'GET', path: `${ACCOUNT}/targeting_criteria`, description: 'List the targeting criteria of line items.' },
  { name: 'list_account_posts', group: 'Accounts & Reads', noun: 'post', method: 'GET', path: `${ACCOUNT}/tweets`, description: 'List the posts of an ad account: published, scheduled or draft, organic or nullcast.' },
  { name: 'get_active_entities', group: 'Accounts & Reads', noun: 'active entity', method: 'GET', path: '/12/stats/accounts/:account_id/active_entities', description: 'Which campaigns, line items or ads delivered in a time range (ask stats only for these).' },
  // Analytics
  { name: 'get_account_stats', group: 'Analytics', noun: 'stats entry', method: 'GET', path: '/12/stats/accounts/:account_id', description: 'Performance metrics (impressions, engagements, spend, ...) of entities of an ad account over a time range.' },
  { name: 'get_campaign_reach', group: 'Analytics', noun: 'campaign', method: 'GET', path: '/12/stats/accounts/:account_id/reach/campaigns', description: 'Reach and average frequency of campaigns over a time range.' },
  // Targeting Search
  { name: 'search_targeting_interests', group: 'Targeting Search', noun: 'interest', method: 'GET', path: '/12/targeting_criteria/interests', description: 'Search the interests a line item may target.' },
  { name: 'search_targeting_locations', group: 'Targeting Search', noun: 'location', method: 'GET', path: '/12/targeting_criteria/locations', description: 'Search the countries, regions, metros, cities and postal codes a line item may target.' },
  // Writes
  {
    name: 'create_campaign', group: 'Writes', noun: 'campaign', method: 'POST', path: `${ACCOUNT}/campaigns`,
    description: 'Create a campaign on a funding instrument, always PAUSED (activate_campaign starts it).',
    fixed: { entity_status: 'PAUSED' },
  },
  {
    name: 'update_campaign', group: 'Writes', noun: 'campaign', method: 'PUT', path: `${ACCOUNT}/campaigns/:campaign_id`,
    description: 'Change a campaign: name, budgets, dates; entity_status may only pause it.',
    narrowed: { entity_status: PAUSED_ONLY },
  },
  { name: 'activate_campaign', group: 'Writes', noun: 'campaign', method: 'PUT', path: `${ACCOUNT}/campaigns/:campaign_id/activate`, description: 'Make a campaign ACTIVE, so it may spend.' },
  {
    name: 'create_line_item', group: 'Writes', noun: 'line item', method: 'POST', path: `${ACCOUNT}/line_items`,
    description: 'Create a line item (ad group) in a campaign with its objective, placements and bid, always PAUSED (activate_line_item starts it).',
    fixed: { entity_status: 'PAUSED' },
  },
  {
    name: 'update_line_item', group: 'Writes', noun: 'line item', method: 'PUT', path: `${ACCOUNT}/line_items/:line_item_id`,
    description: 'Change a line item: name, bid, budgets, dates; entity_status may only pause it.',
    narrowed: { entity_status: PAUSED_ONLY },
  },
  { name: 'activate_line_item', group: 'Writes', noun: 'line item', method: 'PUT', path: `${ACCOUNT}/line_items/:line_item_id/activate`, description: 'Make a line item ACTIVE, so it may spend.' },
  { name: 'add_targeting_criterion', group: 'Writes', noun: 'targeting criterion', method: 'POST', path: `${ACCOUNT}/targeting_criteria`, description: 'Add a targeting criterion (a location, an interest, ...) to a line item.' },
  { name: 'remove_targeting', group: 'Writes', noun: 'targeting criterion', method: 'DELETE', path: `${ACCOUNT}/targeting_criteria/:targeting_criterion_id`, description: 'Remove a targeting criterion from its line item.' },
  {
    name: 'create_ad_post', group: 'Writes', noun: 'post', method: 'POST', path: `${ACCOUNT}/tweet`,
    description: 'Create a nullcast post (seen only where promoted) for the account; as_user_id defaults to the signed-in user.',
    fixed: { nullcast: 'true' },
    callerDefaults: ['as_user_id'],
  },
  { name: 'promote_post', group: 'Writes', noun: 'promoted post', method: 'POST', path: `${ACCOUNT}/promoted_tweets`, description: 'Promote posts in a line item.' },
];
