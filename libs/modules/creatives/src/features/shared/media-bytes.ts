import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Environment } from '@platform/ddd';
import type { Segment } from '../../domain/media-upload';

export const sha256Hex = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * The bytes of uploads, in PostgreSQL (`creatives.media_segments`, one row
 * per segment), so every replica serves them. A segment is written before the
 * event that records it (its digest with it): a segment written again, or one
 * whose event never committed, is only ever read through a digest an event
 * recorded, and a mismatch reads as missing. Not a read model: the events
 * record the bytes' digests, not the bytes.
 */
@Injectable()
export class MediaBytes {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async put(environment: Environment, mediaId: string, segmentIndex: number, bytes: Buffer): Promise<string> {
    const digest = sha256Hex(bytes);
    await this.db.query(
      `INSERT INTO creatives.media_segments (environment, media_id, segment_index, sha256, bytes) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (environment, media_id, segment_index) DO UPDATE SET sha256 = excluded.sha256, bytes = excluded.bytes`,
      [environment, mediaId, segmentIndex, digest, bytes],
    );
    return digest;
  }

  /** The segments an upload recorded, in index order; undefined when one is missing or not the bytes recorded. */
  async read(environment: Environment, mediaId: string, segments: Record<string, Segment>): Promise<Buffer[] | undefined> {
    const rows = (await this.db.query(
      `SELECT segment_index, sha256, bytes FROM creatives.media_segments WHERE environment = $1 AND media_id = $2 ORDER BY segment_index`,
      [environment, mediaId],
    )) as Array<{ segment_index: number; sha256: string; bytes: Buffer }>;
    const recorded = Object.entries(segments)
      .map(([index, segment]) => ({ index: Number(index), ...segment }))
      .sort((a, b) => a.index - b.index);
    const byIndex = new Map(rows.map((row) => [row.segment_index, row]));
    const bytes: Buffer[] = [];
    for (const segment of recorded) {
      const row = byIndex.get(segment.index);
      if (!row || row.sha256 !== segment.sha256) return undefined;
      bytes.push(row.bytes);
    }
    return bytes;
  }
}
