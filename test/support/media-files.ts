import { deflateSync } from 'node:zlib';
import { createFile } from 'mp4box';

/** Small real media files for upload specs: a PNG, a GIF and an MP4 video of given dimensions. */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A grey RGB PNG. */
export function png(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x80)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

/** A one-frame GIF. */
export function gif(width: number, height: number): Buffer {
  const screen = Buffer.alloc(7);
  screen.writeUInt16LE(width, 0);
  screen.writeUInt16LE(height, 2);
  const image = Buffer.alloc(10);
  image[0] = 0x2c;
  image.writeUInt16LE(width, 5);
  image.writeUInt16LE(height, 7);
  return Buffer.concat([Buffer.from('GIF89a', 'latin1'), screen, image, Buffer.from([0x02, 0x02, 0x44, 0x01, 0x00, 0x3b])]);
}

/** An MP4 with one H.264 video track of `seconds` one-second samples, padded to at least `minBytes`. */
export function mp4(width: number, height: number, seconds: number, minBytes = 0): Buffer {
  const file = createFile();
  const track = file.addTrack({
    timescale: 1000,
    width,
    height,
    duration: seconds * 1000,
    type: 'avc1',
    avcDecoderConfigRecord: new Uint8Array([1, 0x42, 0, 0x1e, 0xff, 0xe0, 0, 0]).buffer,
  });
  const sampleSize = Math.max(100, Math.ceil(minBytes / Math.max(1, seconds)));
  for (let i = 0; i < seconds; i++) file.addSample(track, new Uint8Array(sampleSize), { duration: 1000, is_sync: i === 0 });
  const stream = file.getBuffer();
  return Buffer.from(stream.buffer, 0, stream.byteLength);
}
