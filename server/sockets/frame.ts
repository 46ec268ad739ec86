/**
 * An unmasked WebSocket text frame (RFC 6455 §5.2), as a server sends one: built once per item and
 * written as it is to every socket, instead of framed again per socket.
 */
export function textFrame(payload: Buffer): Buffer {
  const length = payload.length;
  let header: Buffer;
  if (length < 126) header = Buffer.from([0x81, length]);
  else if (length < 65_536) header = Buffer.from([0x81, 126, length >> 8, length & 0xff]);
  else {
    header = Buffer.alloc(10);
    header[0] = 0x81;
    header[1] = 127;
    header.writeBigUInt64BE(BigInt(length), 2);
  }
  return Buffer.concat([header, payload]);
}
