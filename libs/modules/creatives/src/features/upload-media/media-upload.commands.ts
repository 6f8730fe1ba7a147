import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock, type Environment, isoSeconds, MEDIA_KEY_PREFIX, snowflake } from '@platform/ddd';
import { EventStore, Prepare, streamCommandHandler, type Unstamped } from '@platform/event-store';
import {
  type FinalizeUpload,
  keyKindOf,
  declaredKind,
  MEDIA_UPLOAD,
  type MediaCategory,
  type MediaUpload,
  type MediaUploadCommand,
  mediaUploadDecider,
  type MediaUploadState,
  mediaNotFound,
  type UploadMedia,
} from '../../domain/media-upload';
import { MediaBytes, sha256Hex } from '../shared/media-bytes';
import { mediaUploadStream } from '../shared/uploads';
import { probeMedia } from './media-probe';

/** The upload as its stream holds it after a command, and the time it was decided (for `expires_after_secs`). */
export interface UploadAnswer {
  upload: MediaUpload;
  now: string;
}

export class InitializeMediaUploadCommand {
  constructor(
    readonly environment: Environment,
    readonly userId: string,
    readonly input: { category: MediaCategory | null; mediaType: string; totalBytes: number; additionalOwners: string[] },
  ) {}
}

export class AppendMediaSegmentCommand {
  constructor(
    readonly environment: Environment,
    readonly userId: string,
    readonly mediaId: string,
    readonly segmentIndex: number,
    readonly bytes: Buffer,
  ) {}
}

export class FinalizeMediaUploadCommand {
  constructor(
    readonly environment: Environment,
    readonly userId: string,
    readonly mediaId: string,
  ) {}
}

/** The simple upload: the whole file in one request. */
export class UploadMediaCommand {
  constructor(
    readonly environment: Environment,
    readonly userId: string,
    readonly input: { category: MediaCategory | null; additionalOwners: string[]; bytes: Buffer },
  ) {}
}

/** STATUS: the upload as its stream holds it, for its owners. */
export class GetMediaUploadQuery {
  constructor(
    readonly environment: Environment,
    readonly userId: string,
    readonly mediaId: string,
  ) {}
}

/**
 * A command on an upload's stream, built on each attempt from the state it is
 * decided on and the time the store stamped (to the second): the answer is
 * the upload after it, as of that time (its session's remaining seconds
 * counted from it).
 */
function onUpload(
  environment: Environment,
  mediaId: string,
  build: (state: MediaUploadState, now: string) => Promise<Unstamped<MediaUploadCommand>> | Unstamped<MediaUploadCommand>,
) {
  const at = { now: '' };
  const command = new Prepare<MediaUploadState, Unstamped<MediaUploadCommand>>(async (state, now) => {
    at.now = now;
    return { command: await build(state, now) };
  });
  return { stream: MEDIA_UPLOAD.streamId(environment, mediaId), command, at };
}

const uploadAnswer = ({ state }: { state: MediaUploadState }, { at }: { at: { now: string } }): UploadAnswer => ({ upload: state.upload!, now: at.now });

export const InitializeMediaUploadHandler = streamCommandHandler(InitializeMediaUploadCommand, MEDIA_UPLOAD, {
  decide({ environment, userId, input }) {
    const mediaId = snowflake().toString();
    const kind = declaredKind(input.mediaType) ?? 'image';
    return onUpload(environment, mediaId, () => ({
      type: 'InitializeUpload',
      environment,
      mediaId,
      mediaKey: `${MEDIA_KEY_PREFIX[keyKindOf(input.category, kind)]}_${mediaId}`,
      userId,
      additionalOwners: input.additionalOwners,
      category: input.category,
      mediaType: input.mediaType,
      totalBytes: input.totalBytes,
    }));
  },
  answer: uploadAnswer,
});

export const AppendMediaSegmentHandler = streamCommandHandler(AppendMediaSegmentCommand, MEDIA_UPLOAD, {
  inject: [MediaBytes],
  decide: ({ environment, userId, mediaId, segmentIndex, bytes }, stored: MediaBytes) =>
    onUpload(environment, mediaId, async (state, now) => {
      const command = { type: 'AppendSegment' as const, environment, mediaId, userId, segmentIndex, size: bytes.length, sha256: sha256Hex(bytes) };
      // only the owner's segments of an upload still open are stored (the decider says again, on the state it appends to)
      mediaUploadDecider.decide({ ...command, now }, state);
      await stored.put(environment, mediaId, segmentIndex, bytes);
      return command;
    }),
  answer: uploadAnswer,
});

export const FinalizeMediaUploadHandler = streamCommandHandler(FinalizeMediaUploadCommand, MEDIA_UPLOAD, {
  inject: [MediaBytes],
  decide: ({ environment, userId, mediaId }, stored: MediaBytes) =>
    onUpload(environment, mediaId, async (state) => {
      const command: Unstamped<FinalizeUpload> = { type: 'FinalizeUpload', environment, mediaId, userId, file: undefined };
      const upload = state.upload;
      if (upload && !upload.file && upload.ownerIds.includes(userId)) {
        const segments = await stored.read(environment, mediaId, upload.segments);
        if (segments) command.file = probeMedia(segments);
      }
      return command;
    }),
  answer: uploadAnswer,
});

export const UploadMediaHandler = streamCommandHandler(UploadMediaCommand, MEDIA_UPLOAD, {
  inject: [MediaBytes],
  decide({ environment, userId, input }, stored: MediaBytes) {
    const mediaId = snowflake().toString();
    const file = probeMedia([input.bytes]);
    const command: Unstamped<UploadMedia> = {
      type: 'UploadMedia',
      environment,
      mediaId,
      mediaKey: `${MEDIA_KEY_PREFIX[keyKindOf(input.category, file?.kind ?? 'image')]}_${mediaId}`,
      userId,
      additionalOwners: input.additionalOwners,
      category: input.category,
      size: input.bytes.length,
      sha256: sha256Hex(input.bytes),
      file,
    };
    return onUpload(environment, mediaId, async (_state, now) => {
      // judged before the bytes are kept: a refused file leaves nothing behind
      mediaUploadDecider.decide({ ...command, now }, {});
      await stored.put(environment, mediaId, 0, input.bytes);
      return command;
    });
  },
  answer: uploadAnswer,
});

@QueryHandler(GetMediaUploadQuery)
export class GetMediaUploadHandler implements IQueryHandler<GetMediaUploadQuery, UploadAnswer> {
  constructor(
    private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ environment, userId, mediaId }: GetMediaUploadQuery): Promise<UploadAnswer> {
    const { state } = await this.store.load(mediaUploadStream(environment, mediaId), mediaUploadDecider);
    if (!state.upload || !state.upload.ownerIds.includes(userId)) throw mediaNotFound(mediaId);
    return { upload: state.upload, now: isoSeconds(this.clock.now()) };
  }
}
