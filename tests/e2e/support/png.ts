import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, checksum]);
}

/**
 * A real RGB PNG of the given size: a colour gradient with noise, so it does not compress and
 * weighs like a phone photo (about 3 bytes a pixel).
 */
export function noisyPng(width: number, height: number): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      const noise = (Math.random() * 60) | 0;
      row[1 + x * 3] = ((x / width) * 195 + noise) & 0xff;
      row[2 + x * 3] = ((y / height) * 195 + noise) & 0xff;
      row[3 + x * 3] = (120 + noise) & 0xff;
    }
    rows.push(row);
  }
  return rgbPng(width, height, rows);
}

/** A PNG of RGB rows, each led by its filter byte (0). */
function rgbPng(width: number, height: number, rows: Buffer[]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A signature as a phone's pad sends it: a dark, looping stroke on white. */
export function signaturePng(width = 480, height = 200): Buffer {
  const rows: Buffer[] = [];
  const stroke = (x: number) =>
    height * 0.55 +
    Math.sin((x / width) * Math.PI * 5) * height * 0.22 +
    Math.cos((x / width) * Math.PI * 13) * height * 0.08;
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3, 0xff);
    row[0] = 0;
    for (let x = Math.round(width * 0.08); x < width * 0.92; x += 1) {
      if (Math.abs(stroke(x) - y) < 3) row.fill(0x20, 1 + x * 3, 4 + x * 3);
    }
    rows.push(row);
  }
  return rgbPng(width, height, rows);
}
