import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { getAuth } from '@/server/auth/auth';
import { ensureAdmin } from '@/server/auth/admins';
import { CLIENT_IP_HEADER } from '@/lib/client-ip';
import { POST } from '@/app/api/uploads/route';
import { GET as getMedia } from '@/app/media/[...key]/route';

// The upload route end to end: a real Better Auth session cookie, real multipart bodies,
// real files on disk under $DATA_DIR/uploads, read back through the /media route.

// DATA_DIR and PORT must be set before anything reads the environment (the logger does on import).
const dataDir = await vi.hoisted(async () => {
  process.env.PORT = '3998';
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  return pointDataDirAtTempFolder();
});
const origin = 'http://localhost:3998';
const uploadsDir = path.join(dataDir, 'uploads');

let database: TestDatabase;
const cookies = { admin: '', shopper: '' };

/** The `name=value` pairs of a response's Set-Cookie headers, as a browser would send them back. */
const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

function authRequest(route: string, body: unknown) {
  return getAuth().handler(
    new Request(`${origin}/api/auth${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, [CLIENT_IP_HEADER]: '203.0.113.50' },
      body: JSON.stringify(body),
    }),
  );
}

beforeAll(async () => {
  database = await createTestDatabase();
  await ensureAdmin('owner@example.com', 'owner-pass');
  const admin = await authRequest('/sign-in/email', { email: 'owner@example.com', password: 'owner-pass' });
  const shopper = await authRequest('/sign-up/email', { name: 'Ada Obi', email: 'ada@example.com', password: 'sixsix' });
  expect([admin.status, shopper.status]).toEqual([200, 200]);
  cookies.admin = cookieOf(admin);
  cookies.shopper = cookieOf(shopper);
});
afterAll(async () => {
  await database.dispose();
  rmSync(dataDir, { recursive: true, force: true });
});

type Upload = { bytes: Buffer; name: string; type: string };
type UploadBody = { data: { url: string; thumbnailUrl: string | null } | null; error: { title: string; description: string } | null };

/** POST /api/uploads as a browser sends it: a multipart body with its Content-Length. */
async function upload(file: Upload, fields: Record<string, string> = { folder: 'products', kind: 'image' }, options: { cookie?: string; query?: string; browserHeaders?: Record<string, string> } = {}) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const encoded = new Response(form);
  const body = await encoded.arrayBuffer();
  const headers: Record<string, string> = {
    'content-type': encoded.headers.get('content-type')!,
    'content-length': String(body.byteLength),
  };
  const cookie = options.cookie ?? cookies.admin;
  if (cookie) headers.cookie = cookie;
  Object.assign(headers, options.browserHeaders);
  const response = await POST(new Request(`${origin}/api/uploads${options.query ?? ''}`, { method: 'POST', headers, body }));
  return { status: response.status, body: (await response.json()) as UploadBody };
}

function media(url: string, headers: Record<string, string> = {}) {
  const key = url.replace(/^\/media\//, '');
  return getMedia(new Request(`${origin}${url}`, { headers }), { params: Promise.resolve({ key: key.split('/') }) });
}

const countFiles = (dir: string): number =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true }).reduce((n, e) => n + (e.isDirectory() ? countFiles(path.join(dir, e.name)) : 1), 0)
    : 0;

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 180, g: 120, b: 60 } } });

const isWebp = (bytes: Buffer) => bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP';

/** A JPEG comment (COM) segment right after the start-of-image marker. */
function withJpegComment(jpeg: Buffer, comment: string) {
  const text = Buffer.from(comment, 'latin1');
  const header = Buffer.from([0xff, 0xfe, (text.length + 2) >> 8, (text.length + 2) & 0xff]);
  return Buffer.concat([jpeg.subarray(0, 2), header, text, jpeg.subarray(2)]);
}

/** The smallest thing file-type calls an MP4: an `ftyp` box with the isom brand. */
const tinyMp4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom', 'latin1'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isomiso2', 'latin1'),
  Buffer.alloc(64, 0),
]);

describe('who may upload', () => {
  it('answers 401 to a signed-out visitor and 403 to a shopper, writing nothing', async () => {
    const png = { bytes: await picture(20, 20).png().toBuffer(), name: 'chair.png', type: 'image/png' };
    const signedOut = await upload(png, undefined, { cookie: '' });
    expect(signedOut.status).toBe(401);
    expect(signedOut.body).toEqual({ data: null, error: { title: 'Upload Error', description: 'Please sign in to continue.' } });
    const shopper = await upload(png, undefined, { cookie: cookies.shopper });
    expect(shopper.status).toBe(403);
    expect(shopper.body.error?.description).toBe('You do not have access to this.');
    expect(countFiles(uploadsDir)).toBe(0);
  });
});

describe('uploads from another site', () => {
  it("refuses an admin's upload sent from another site's page, writing nothing; the shop's own page still uploads", async () => {
    const before = countFiles(uploadsDir);
    const png = { bytes: await sharp({ create: { width: 20, height: 20, channels: 3, background: '#c9a46a' } }).png().toBuffer(), name: 'a.png', type: 'image/png' };
    const attempts: Record<string, string>[] = [{ 'sec-fetch-site': 'cross-site' }, { origin: 'https://evil.example' }, { 'sec-fetch-site': 'same-site' }];
    for (const browserHeaders of attempts) {
      const answer = await upload(png, undefined, { browserHeaders });
      expect(answer.status, JSON.stringify(browserHeaders)).toBe(403);
      expect(answer.body.error?.description).toMatch(/another site/);
    }
    expect(countFiles(uploadsDir)).toBe(before);
    const own = await upload(png, undefined, { browserHeaders: { origin, 'sec-fetch-site': 'same-origin' } });
    expect(own.status).toBe(200);
  });
});

describe('image uploads by an admin', () => {
  it('stores a PNG re-encoded as WebP under a random name, with a 400 px thumbnail', async () => {
    const { status, body } = await upload({ bytes: await picture(800, 600).png().toBuffer(), name: 'sofa.png', type: 'image/png' });
    expect(status).toBe(200);
    expect(body.error).toBeNull();
    expect(body.data?.url).toMatch(/^\/media\/products\/[0-9a-f-]{36}\.webp$/);
    expect(body.data?.thumbnailUrl).toMatch(/^\/media\/products\/[0-9a-f-]{36}\.webp$/);
    expect(body.data?.url).not.toBe(body.data?.thumbnailUrl);

    const full = await media(body.data!.url);
    expect(full.status).toBe(200);
    expect(full.headers.get('content-type')).toBe('image/webp');
    expect(full.headers.get('x-content-type-options')).toBe('nosniff');
    expect(full.headers.get('cache-control')).toBe('public, max-age=3600, immutable');
    expect(full.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(await sharp(Buffer.from(await full.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 800, height: 600 });

    const thumbnail = Buffer.from(await (await media(body.data!.thumbnailUrl!)).arrayBuffer());
    expect(await sharp(thumbnail).metadata()).toMatchObject({ format: 'webp', width: 400, height: 400 });
  });

  it('scales a large JPEG down to 2000 px on the long side and turns it upright by its EXIF orientation', async () => {
    const large = await upload({ bytes: await picture(3000, 1500).jpeg().toBuffer(), name: 'bed.jpg', type: 'image/jpeg' }, { folder: 'categories', kind: 'image' });
    expect(large.body.data?.url).toMatch(/^\/media\/categories\//);
    const stored = Buffer.from(await (await media(large.body.data!.url)).arrayBuffer());
    expect(await sharp(stored).metadata()).toMatchObject({ width: 2000, height: 1000 });

    // Orientation 6: the camera was turned; the pixels are 300×200 but the picture is 200×300.
    const sideways = await picture(300, 200).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const turned = await upload({ bytes: sideways, name: 'phone.jpg', type: 'image/jpeg' });
    const upright = await sharp(Buffer.from(await (await media(turned.body.data!.url)).arrayBuffer())).metadata();
    expect(upright).toMatchObject({ width: 200, height: 300 });
    expect(upright.orientation).toBeUndefined();
  });

  it('re-encodes a JPEG carrying a PHP payload in its EXIF and a comment: the stored file is clean WebP', async () => {
    const payload = "<?php system($_GET['c']); ?>";
    const withExif = await picture(120, 90)
      .jpeg()
      .withExif({ IFD0: { ImageDescription: payload, Copyright: payload } })
      .toBuffer();
    const hostile = withJpegComment(withExif, payload);
    expect(hostile.toString('latin1')).toContain('<?php');
    const sent = await sharp(hostile).metadata();
    expect(sent.format).toBe('jpeg');
    expect(sent.exif?.toString('latin1')).toContain('<?php');
    expect(hostile.subarray(2, 4)).toEqual(Buffer.from([0xff, 0xfe])); // the COM segment leads

    const { status, body } = await upload({ bytes: hostile, name: 'shell.php.jpg', type: 'image/jpeg' });
    expect(status).toBe(200);
    for (const url of [body.data!.url, body.data!.thumbnailUrl!]) {
      const stored = Buffer.from(await (await media(url)).arrayBuffer());
      expect(isWebp(stored)).toBe(true);
      expect(stored.toString('latin1')).not.toContain('<?php');
      expect(stored.toString('latin1')).not.toContain('system(');
      const metadata = await sharp(stored).metadata();
      expect(metadata.exif).toBeUndefined();
    }
  });
});

describe('refused uploads', () => {
  it("refuses a text file renamed .jpg: 'Invalid file'", async () => {
    const before = countFiles(uploadsDir);
    const { status, body } = await upload({ bytes: Buffer.from('just some text, honest\n'.repeat(20)), name: 'photo.jpg', type: 'image/jpeg' });
    expect(status).toBe(415);
    expect(body).toEqual({ data: null, error: { title: 'Invalid file', description: 'photo.jpg is not an image file.' } });
    expect(countFiles(uploadsDir)).toBe(before);
  });

  it('refuses a picture with the right magic bytes that does not decode (truncated)', async () => {
    const png = await picture(300, 300).png().toBuffer();
    const { status, body } = await upload({ bytes: png.subarray(0, 120), name: 'cut.png', type: 'image/png' });
    expect(status).toBe(415);
    expect(body.error).toEqual({ title: 'Invalid file', description: 'cut.png is not an image file.' });
  });

  it('refuses an SVG with a script', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>';
    const { status, body } = await upload({ bytes: Buffer.from(svg), name: 'logo.svg', type: 'image/svg+xml' });
    expect(status).toBe(415);
    expect(body.error).toEqual({ title: 'Invalid file', description: 'logo.svg is not an image file.' });
  });

  it("refuses a PNG over 5 MB: 'File too large', before decoding it and, when the kind is in the URL, before reading it", async () => {
    const noise = Buffer.alloc(1500 * 1500 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const bytes = await sharp(noise, { raw: { width: 1500, height: 1500, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
    expect(bytes.length).toBeGreaterThan(5 * 1024 * 1024);
    const before = countFiles(uploadsDir);

    const big = await upload({ bytes, name: 'huge.png', type: 'image/png' });
    expect(big.status).toBe(413);
    expect(big.body.error).toEqual({ title: 'File too large', description: 'huge.png exceeds 5MB limit.' });

    const early = await upload({ bytes, name: 'huge.png', type: 'image/png' }, {}, { query: '?folder=products&kind=image' });
    expect(early.status).toBe(413);
    expect(early.body.error).toEqual({ title: 'File too large', description: 'The file exceeds 5MB limit.' });
    expect(countFiles(uploadsDir)).toBe(before);
  });

  it('refuses a folder outside the allow-list, a missing file and a body without a length', async () => {
    const png = { bytes: await picture(10, 10).png().toBuffer(), name: 'a.png', type: 'image/png' };
    expect((await upload(png, { folder: '../etc', kind: 'image' })).status).toBe(400);
    expect((await upload(png, { folder: 'seed', kind: 'image' })).status).toBe(400);

    const form = new FormData();
    form.append('folder', 'products');
    const encoded = new Response(form);
    const body = await encoded.arrayBuffer();
    const noFile = await POST(
      new Request(`${origin}/api/uploads`, {
        method: 'POST',
        headers: { cookie: cookies.admin, 'content-type': encoded.headers.get('content-type')!, 'content-length': String(body.byteLength) },
        body,
      }),
    );
    expect(noFile.status).toBe(400);
    expect(((await noFile.json()) as UploadBody).error?.description).toBe('No file was sent.');

    const noLength = await POST(
      new Request(`${origin}/api/uploads`, { method: 'POST', headers: { cookie: cookies.admin, 'content-type': 'multipart/form-data; boundary=x' }, body: 'x' }),
    );
    expect(noLength.status).toBe(411);
  });
});

describe('hero videos', () => {
  it('stores an MP4 as it is, served as video/mp4 with byte ranges', async () => {
    const { status, body } = await upload({ bytes: tinyMp4, name: 'hero.mp4', type: 'video/mp4' }, { folder: 'hero-media', kind: 'video' });
    expect(status).toBe(200);
    expect(body.data).toEqual({ url: expect.stringMatching(/^\/media\/hero-media\/[0-9a-f-]{36}\.mp4$/), thumbnailUrl: null });

    const whole = await media(body.data!.url);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(Buffer.from(await whole.arrayBuffer()).equals(tinyMp4)).toBe(true);

    const part = await media(body.data!.url, { range: 'bytes=4-11' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 4-11/${tinyMp4.length}`);
    expect(Buffer.from(await part.arrayBuffer()).toString('latin1')).toBe('ftypisom');
    expect((await media(body.data!.url, { range: `bytes=${tinyMp4.length}-` })).status).toBe(416);
  });

  it('refuses an image sent as a video, and a video sent as an image', async () => {
    const png = await picture(10, 10).png().toBuffer();
    const asVideo = await upload({ bytes: png, name: 'still.png', type: 'image/png' }, { folder: 'hero-media', kind: 'video' });
    expect(asVideo.body.error).toEqual({ title: 'Invalid file', description: 'still.png is not an MP4 or WebM video.' });
    const asImage = await upload({ bytes: tinyMp4, name: 'clip.mp4', type: 'video/mp4' });
    expect(asImage.body.error).toEqual({ title: 'Invalid file', description: 'clip.mp4 is not an image file.' });
  });
});

describe('/media', () => {
  it('answers 404 for unknown and malformed media keys', async () => {
    expect((await media('/media/products/00000000-0000-0000-0000-000000000000.webp')).status).toBe(404);
    expect((await media('/media/products/..%2F..%2Fsecret.webp')).status).toBe(404);
    expect((await media('/media/products/file.svg')).status).toBe(404);
  });
});
