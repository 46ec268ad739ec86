import { deflateSync } from 'node:zlib';

/**
 * Converts an X window dump (`xwd -root`, as Xvfb's 24-bit TrueColor screen writes it) to PNG, so
 * the demo can grab the whole screen, a desktop notification included, without ImageMagick.
 */
export function xwdToPng(xwd: Buffer): Buffer {
  const field = (index: number) => xwd.readUInt32BE(index * 4);
  const [headerSize, format, width, height, byteOrder, bitsPerPixel, bytesPerLine, visualClass, ncolors] = [0, 2, 4, 5, 7, 11, 12, 13, 19].map(field) as [
    number, number, number, number, number, number, number, number, number,
  ];
  const masks = [field(14), field(15), field(16)];
  // ZPixmap, 32 bits a pixel, TrueColor with 8-bit channels: what Xvfb's `-screen 0 WxHx24` dumps.
  if (format !== 2 || bitsPerPixel !== 32 || visualClass !== 4 || masks.join() !== '16711680,65280,255') {
    throw new Error(`unsupported XWD layout (format ${format}, ${bitsPerPixel} bits a pixel, visual class ${visualClass})`);
  }
  const pixels = headerSize + ncolors * 12;
  const rows = Buffer.alloc(height * (1 + width * 3));
  for (let y = 0; y < height; y++) {
    const out = y * (1 + width * 3) + 1;
    for (let x = 0; x < width; x++) {
      const pixel = byteOrder === 0 ? xwd.readUInt32LE(pixels + y * bytesPerLine + x * 4) : xwd.readUInt32BE(pixels + y * bytesPerLine + x * 4);
      rows[out + x * 3] = (pixel >>> 16) & 0xff;
      rows[out + x * 3 + 1] = (pixel >>> 8) & 0xff;
      rows[out + x * 3 + 2] = pixel & 0xff;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
