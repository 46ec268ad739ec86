import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { xwdToPng } from '@/devkit/xwd-png';

/** An XWD dump as Xvfb writes one: 107-byte header with the window name, a colormap, 32-bit pixels. */
function xwd(width: number, height: number, pixels: number[], options: { bitsPerPixel?: number; padding?: number } = {}): Buffer {
  const fields = new Array<number>(25).fill(0);
  const bytesPerLine = width * 4 + (options.padding ?? 0);
  Object.assign(fields, { 0: 107, 1: 7, 2: 2, 3: 24, 4: width, 5: height, 7: 0, 11: options.bitsPerPixel ?? 32, 12: bytesPerLine, 13: 4 });
  Object.assign(fields, { 14: 0xff0000, 15: 0xff00, 16: 0xff, 17: 8, 18: 2, 19: 2 });
  const header = Buffer.alloc(107);
  fields.forEach((value, index) => header.writeUInt32BE(value, index * 4));
  const body = Buffer.alloc(height * bytesPerLine);
  pixels.forEach((pixel, i) => body.writeUInt32LE(pixel, Math.floor(i / width) * bytesPerLine + (i % width) * 4));
  return Buffer.concat([header, Buffer.alloc(2 * 12), body]);
}

/** Reads an 8-bit RGB PNG with unfiltered rows back into pixels, checking each chunk's CRC. */
function readPng(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const chunks = new Map<string, Buffer>();
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    const type = png.toString('ascii', at + 4, at + 8);
    chunks.set(type, png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const header = chunks.get('IHDR')!;
  const [width, height] = [header.readUInt32BE(0), header.readUInt32BE(4)];
  const rows = inflateSync(chunks.get('IDAT')!);
  const pixels: number[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = y * (1 + width * 3) + 1 + x * 3;
      pixels.push((rows[at]! << 16) | (rows[at + 1]! << 8) | rows[at + 2]!);
    }
  }
  return { width, height, pixels, types: [...chunks.keys()] };
}

describe('xwdToPng', () => {
  it('keeps every pixel, in order, across padded lines', () => {
    const pixels = [0xff0000, 0x00ff00, 0x0000ff, 0x123456, 0xffffff, 0x000000];
    const png = readPng(xwdToPng(xwd(3, 2, pixels, { padding: 8 })));
    expect(png).toEqual({ width: 3, height: 2, pixels, types: ['IHDR', 'IDAT', 'IEND'] });
  });

  it('writes chunk checksums a PNG reader accepts', () => {
    const png = xwdToPng(xwd(1, 1, [0xabcdef]));
    // IEND's CRC is fixed by the format: a wrong CRC table shows here.
    expect(png.subarray(-4).toString('hex')).toBe('ae426082');
  });

  it('refuses a layout it cannot read rather than writing a garbled image', () => {
    expect(() => xwdToPng(xwd(1, 1, [0], { bitsPerPixel: 16 }))).toThrow(/unsupported XWD layout/);
  });
});
