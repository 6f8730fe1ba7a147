import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock, type Environment, isoSeconds, MEDIA_KEY_PREFIX, snowflake } from '@platform/ddd';
import { EventStore, Prepare } from '@platform/event-store';
import {
  type FinalizeUpload,
  keyKindOf,
  declaredKind,
  type MediaCategory,
  type MediaUpload,
  mediaUploadDecider,
  type MediaUploadState,
  mediaNotFound,
  type UploadMedia,
} from '../../domain/media-upload';
import { MediaBytes, sha256Hex } from '../shared/media-bytes';
import { MEDIA_UPLOAD_STREAM, mediaUploadStream } from '../shared/uploads';
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

abstract class UploadHandler {
  constructor(
    protected readonly store: EventStore,
    protected readonly bytes: MediaBytes,
    @Inject(CLOCK) protected readonly clock: Clock,
  ) {}

  protected now(): string {
    return isoSeconds(this.clock.now());
  }

  /** Decides at `now`, and answers the upload as of that time (its session's remaining seconds counted from it). */
  protected async run(
    environment: Environment,
    mediaId: string,
    now: string,
    command: Parameters<typeof mediaUploadDecider.decide>[0] | Prepare<MediaUploadState, Parameters<typeof mediaUploadDecider.decide>[0]>,
  ): Promise<UploadAnswer> {
    const { state } = await this.store.handle(mediaUploadStream(environment, mediaId), MEDIA_UPLOAD_STREAM, mediaUploadDecider, command);
    return { upload: state.upload!, now };
  }
}

@CommandHandler(InitializeMediaUploadCommand)
export class InitializeMediaUploadHandler extends UploadHandler implements ICommandHandler<InitializeMediaUploadCommand, UploadAnswer> {
  execute({ environment, userId, input }: InitializeMediaUploadCommand): Promise<UploadAnswer> {
    const mediaId = snowflake().toString();
    const kind = declaredKind(input.mediaType) ?? 'image';
    const now = this.now();
    return this.run(environment, mediaId, now, {
      type: 'InitializeUpload',
      environment,
      mediaId,
      mediaKey: `${MEDIA_KEY_PREFIX[keyKindOf(input.category, kind)]}_${mediaId}`,
      userId,
      additionalOwners: input.additionalOwners,
      category: input.category,
      mediaType: input.mediaType,
      totalBytes: input.totalBytes,
      now,
    });
  }
}

@CommandHandler(AppendMediaSegmentCommand)
export class AppendMediaSegmentHandler extends UploadHandler implements ICommandHandler<AppendMediaSegmentCommand, UploadAnswer> {
  async execute({ environment, userId, mediaId, segmentIndex, bytes }: AppendMediaSegmentCommand): Promise<UploadAnswer> {
    const now = this.now();
    return this.run(
      environment,
      mediaId,
      now,
      new Prepare(async (state: MediaUploadState) => {
        const command = { type: 'AppendSegment' as const, environment, mediaId, userId, segmentIndex, size: bytes.length, sha256: sha256Hex(bytes), now };
        // only the owner's segments of an upload still open are stored (the decider says again, on the state it appends to)
        mediaUploadDecider.decide(command, state);
        await this.bytes.put(environment, mediaId, segmentIndex, bytes);
        return { command };
      }),
    );
  }
}

@CommandHandler(FinalizeMediaUploadCommand)
export class FinalizeMediaUploadHandler extends UploadHandler implements ICommandHandler<FinalizeMediaUploadCommand, UploadAnswer> {
  execute({ environment, userId, mediaId }: FinalizeMediaUploadCommand): Promise<UploadAnswer> {
    const now = this.now();
    return this.run(
      environment,
      mediaId,
      now,
      new Prepare(async (state: MediaUploadState) => {
        const command: FinalizeUpload = { type: 'FinalizeUpload', environment, mediaId, userId, file: undefined, now };
        const upload = state.upload;
        if (upload && !upload.file && upload.ownerIds.includes(userId)) {
          const segments = await this.bytes.read(environment, mediaId, upload.segments);
          if (segments) command.file = probeMedia(segments);
        }
        return { command };
      }),
    );
  }
}

@CommandHandler(UploadMediaCommand)
export class UploadMediaHandler extends UploadHandler implements ICommandHandler<UploadMediaCommand, UploadAnswer> {
  async execute({ environment, userId, input }: UploadMediaCommand): Promise<UploadAnswer> {
    const mediaId = snowflake().toString();
    const file = probeMedia([input.bytes]);
    const command: UploadMedia = {
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
      now: this.now(),
    };
    // judged before the bytes are kept: a refused file leaves nothing behind
    mediaUploadDecider.decide(command, {});
    await this.bytes.put(environment, mediaId, 0, input.bytes);
    return this.run(environment, mediaId, command.now, command);
  }
}

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
