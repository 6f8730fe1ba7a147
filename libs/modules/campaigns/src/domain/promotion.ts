import { createHash } from 'node:crypto';
import { DomainError, type EntityView, type Environment, invalidParameter, keyClaimStream, lifecycle, type LifecycleCommandBase, notFound } from '@platform/ddd';
import type { LineItemFacts } from './line-item';

/**
 * Promotion: posts, scheduled posts and accounts put on a line item. Each is
 * an entity of the account, created and deleted (never changed): a post of
 * one of the account's promotable users on a line item whose objective and
 * product type run posts; an account of a promotable user on a FOLLOWERS line
 * item.
 */

/** A post as promotion judges it (its author, and what it shows). */
export interface PromotablePost {
  id: string;
  authorId: string;
  cardType: string | null;
  mediaTypes: ReadonlyArray<'IMAGE' | 'GIF' | 'VIDEO'>;
}

interface PromotionView extends EntityView {
  line_item_id: string;
  entity_status: 'ACTIVE';
  approval_status: 'ACCEPTED';
}

export interface PromotedPostView extends PromotionView {
  post_id: string;
}

export interface PromotedAccountView extends PromotionView {
  user_id: string;
}

export interface ScheduledPromotedPostView extends EntityView {
  line_item_id: string;
  scheduled_post_id: string;
  /** The post the scheduled post became, once published. */
  post_id: string | null;
}

export type PromotableUserType = 'FULL' | 'RETWEETS_ONLY';

export interface PromotableUserView extends EntityView {
  user_id: string;
  promotable_user_type: PromotableUserType;
}

interface Base extends LifecycleCommandBase {
  environment: Environment;
  lineItemId: string;
  /** The line item as its stream holds it, or undefined. */
  lineItem?: LineItemFacts;
  /** The account's promotable users (read from the account, guarded). */
  promotableUserIds: readonly string[];
}
export interface CreatePromotedPost extends Base {
  type: 'CreatePromotedPost';
  postId: string;
  /** The post as its stream holds it (live), or undefined. */
  post?: PromotablePost;
}
export interface CreatePromotedAccount extends Base {
  type: 'CreatePromotedAccount';
  userId: string;
}
export interface CreateScheduledPromotedPost extends Base {
  type: 'CreateScheduledPromotedPost';
  scheduledPostId: string;
  /** The account's scheduled post, still to be published, or undefined. */
  scheduledPost?: PromotablePost;
}
/** The scheduled post was published as this post. */
export interface RecordScheduledPromotedPostPublished extends LifecycleCommandBase {
  type: 'RecordScheduledPromotedPostPublished';
  postId: string;
}
export type DeletePromotion = LifecycleCommandBase & { type: 'DeletePromotedPost' | 'DeletePromotedAccount' | 'DeleteScheduledPromotedPost' };

const APP_OBJECTIVES = ['APP_INSTALLS', 'APP_ENGAGEMENTS'];

function liveLineItem(c: Base): LineItemFacts {
  if (!c.lineItem) throw invalidParameter('line_item_id', `Line item ${c.lineItemId} was not found for Account ${c.accountId}`);
  return c.lineItem;
}

/**
 * Whether a line item runs this post: line items of product type MEDIA run
 * media creatives, PROMOTED_ACCOUNT ones accounts (and posts when their
 * objective is FOLLOWERS); app objectives need a post with an app card, video
 * views a post with a video.
 */
export function judgePostOnLineItem(lineItem: LineItemFacts, post: PromotablePost, parameter: string): void {
  const { objective, productType, id } = lineItem;
  if (productType === 'MEDIA' || (productType === 'PROMOTED_ACCOUNT' && objective !== 'FOLLOWERS')) {
    throw invalidParameter('line_item_id', `Line item ${id} has product_type ${productType}: it does not run posts`);
  }
  if (APP_OBJECTIVES.includes(objective) && !post.cardType?.endsWith('_APP')) {
    throw invalidParameter(parameter, `Post ${post.id} needs an app card to run on line item ${id} with objective ${objective}`);
  }
  if (objective === 'VIDEO_VIEWS' && !post.mediaTypes.includes('VIDEO') && !post.cardType?.startsWith('VIDEO')) {
    throw invalidParameter(parameter, `Post ${post.id} needs a video to run on line item ${id} with objective VIDEO_VIEWS`);
  }
}

function promotedBy(post: PromotablePost | undefined, id: string, c: Base, parameter: string): PromotablePost {
  if (!post) throw invalidParameter(parameter, `Post ${id} was not found`);
  if (!c.promotableUserIds.includes(post.authorId)) {
    throw invalidParameter(parameter, `Post ${id} is by user ${post.authorId}, who is not a promotable user of Account ${c.accountId}`);
  }
  return post;
}

const promotion = (c: Base) => ({
  id: c.id,
  line_item_id: c.lineItemId,
  entity_status: 'ACTIVE' as const,
  approval_status: 'ACCEPTED' as const,
  created_at: c.now,
  updated_at: c.now,
  deleted: false,
});

export const promotableUserNotFound = (id: string, accountId: string) => notFound(`Promotable user ${id} was not found for Account ${accountId}`, 'promotable_user_id', 'PROMOTABLE_USER_NOT_FOUND');

export const promotedPostLifecycle = lifecycle<PromotedPostView, CreatePromotedPost, never, DeletePromotion>('campaigns.PromotedPost', {
  label: 'Promoted post',
  notFoundCode: 'PROMOTED_POST_NOT_FOUND',
  commands: { update: undefined },
  create: (c) => {
    const lineItem = liveLineItem(c);
    judgePostOnLineItem(lineItem, promotedBy(c.post, c.postId, c, 'post_ids'), 'post_ids');
    return { ...promotion(c), post_id: c.postId };
  },
});

export const promotedAccountLifecycle = lifecycle<PromotedAccountView, CreatePromotedAccount, never, DeletePromotion>('campaigns.PromotedAccount', {
  label: 'Promoted account',
  notFoundCode: 'PROMOTED_ACCOUNT_NOT_FOUND',
  commands: { update: undefined },
  create: (c) => {
    const lineItem = liveLineItem(c);
    if (lineItem.objective !== 'FOLLOWERS') {
      throw invalidParameter('line_item_id', `Line item ${lineItem.id} has objective ${lineItem.objective}: accounts are promoted on FOLLOWERS line items`, 'INCOMPATIBLE_LINE_ITEM');
    }
    if (!c.promotableUserIds.includes(c.userId)) throw invalidParameter('user_id', `User ${c.userId} is not a promotable user of Account ${c.accountId}`);
    return { ...promotion(c), user_id: c.userId };
  },
});

/** The user is promoted on the line item already, by `promotedAccountId`: POST promoted_accounts ignores the request and answers that one. */
export class AlreadyPromoted extends DomainError {
  constructor(readonly promotedAccountId: string) {
    super('conflict', `The user is promoted on the line item already (promoted account ${promotedAccountId})`, { parameter: 'user_id' });
  }
}

/**
 * The users promoted on a line item, each by one live promoted account, as
 * one stream per line item (`campaigns.LineItemPromotedAccounts-<environment>-<line
 * item>`, the key the user's id): a promotion or its delete appends here
 * with the promoted account's own events.
 */
export const LINE_ITEM_PROMOTED_ACCOUNTS = keyClaimStream('campaigns.LineItemPromotedAccounts', {
  claimed: 'campaigns.PromotedAccountUserClaimed',
  released: 'campaigns.PromotedAccountUserReleased',
  taken: (_userId, promotedAccountId) => new AlreadyPromoted(promotedAccountId),
});

export const scheduledPromotedPostLifecycle = lifecycle<ScheduledPromotedPostView, CreateScheduledPromotedPost, RecordScheduledPromotedPostPublished, DeletePromotion>('campaigns.ScheduledPromotedPost', {
  label: 'Scheduled promoted post',
  // its one change: the publisher records the post its scheduled post became
  commands: { update: 'RecordScheduledPromotedPostPublished' },
  create: (c) => {
    const lineItem = liveLineItem(c);
    if (!c.scheduledPost) {
      throw invalidParameter('scheduled_post_id', `Scheduled post ${c.scheduledPostId} was not found for Account ${c.accountId} or was published already`);
    }
    judgePostOnLineItem(lineItem, c.scheduledPost, 'scheduled_post_id');
    return { id: c.id, line_item_id: c.lineItemId, scheduled_post_id: c.scheduledPostId, post_id: null, created_at: c.now, updated_at: c.now, deleted: false };
  },
  // the publication is recorded once
  update: (current, c) => (current.post_id === null ? { ...current, post_id: c.postId } : current),
  // only while its post is still to be published: afterwards the promotion is a promoted post, deleted as one
  deletable: (current) => {
    if (current.post_id !== null) {
      throw invalidParameter('scheduled_promoted_post_id', `Scheduled promoted post ${current.id} cannot be deleted: its post ${current.post_id} is published and promoted`);
    }
  },
});

/**
 * A promotable user's id: derived from the account and the user (the account's
 * events carry none), so that a rebuild gives every one the same id again.
 */
export function promotableUserId(environment: Environment, accountId: string, userId: string): string {
  const digest = createHash('sha256').update(`${environment}/${accountId}/${userId}`).digest();
  return digest.readBigUInt64BE(0).toString(36).slice(0, 8);
}
