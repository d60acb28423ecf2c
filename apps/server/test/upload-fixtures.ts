import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { adminRequest, type OperatorSession } from './admin-helpers.ts';
import type { Reply, TestApp } from './test-app.ts';

/** Images for upload tests, made on the spot (no binary fixtures in the repository). */
export async function pngImage(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .png()
    .toBuffer();
}

/** Noise does not compress, so a cut-off file misses most of its pixels. */
export async function noisyPng(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i += 1) raw[i] = (i * 2654435761) >>> 24;
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

export async function gifImage(): Promise<Buffer> {
  return sharp({ create: { width: 16, height: 16, channels: 3, background: '#ff0000' } })
    .gif()
    .toBuffer();
}

/** A phone photo's metadata: camera, and where it was taken (GPS), which must never be kept. */
export async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 120, height: 90, channels: 3, background: '#88aa44' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'HalcyonCam', Model: 'Test 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 2981/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 17/1 4021/100',
      },
    })
    .toBuffer();
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
}

/**
 * A real, valid PNG of width x height 1-bit grey pixels, all black: a few tens of kilobytes that would
 * decode to hundreds of megapixels (a decompression bomb).
 */
export function hugePng(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const rowBytes = 1 + Math.ceil(width / 8);
  const idat = deflateSync(Buffer.alloc(rowBytes * height), { level: 9 });
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export type FilePart = { data: Buffer; filename?: string; contentType?: string };

/** A multipart/form-data body as a browser sends it. */
export function multipart(fields: Record<string, string>, file?: FilePart) {
  const boundary = `----halcyon${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename ?? 'photo.png'}"\r\n` +
          `Content-Type: ${file.contentType ?? 'image/png'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POST /api/uniapp/upload with a type and a file. */
export async function upload(t: TestApp, token: string, type: string, file?: FilePart): Promise<Reply> {
  const body = multipart({ type }, file);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/uniapp/upload',
    payload: body.payload,
    headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
  });
  const isJson = String(response.headers['content-type'] ?? '').includes('application/json');
  return {
    status: response.statusCode,
    body: isJson ? (response.json() as Record<string, unknown>) : { text: response.body },
    headers: response.headers,
  };
}

let proofs = 0;

/**
 * A small PNG of a colour no other proof of this run has: a deposit refuses a proof whose bytes back
 * another live deposit, so each call stands for a new payment's receipt.
 */
export async function proofImage(): Promise<Buffer> {
  proofs += 1;
  return sharp({
    create: {
      width: 64,
      height: 48,
      channels: 3,
      background: { r: proofs % 256, g: (proofs >> 8) % 256, b: 200 },
    },
  })
    .png()
    .toBuffer();
}

/** Uploads a small PNG proof (of a payment no other proof shows) and returns its id. */
export async function uploadProof(t: TestApp, token: string): Promise<string> {
  const reply = await upload(t, token, 'recharge_proof', { data: await proofImage() });
  if (reply.status !== 200) throw new Error(`proof upload failed: ${JSON.stringify(reply.body)}`);
  return (reply.body.data as { fileId: string }).fileId;
}

/** POST /api/admin/config/images with a purpose (banner or logo) and a file, as the console sends it. */
export function uploadConfigImage(
  t: TestApp,
  session: OperatorSession | undefined,
  purpose: string,
  file?: FilePart,
): Promise<Reply> {
  const body = multipart({ purpose }, file);
  return adminRequest(t, 'POST', '/config/images', body.payload, {
    session,
    headers: { 'content-type': body.contentType },
  });
}
