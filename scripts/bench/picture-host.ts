import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

// A stand-in for the host a Shopify export's pictures live on: every path answers the same photo-sized
// JPEG, made once, and the host counts the pictures it was asked for, which tells the bench how far the
// fetching has got.

const WIDTH = 1600;
const HEIGHT = 1200;
/** How far each pixel strays from the gradient: enough grain that the picture costs what a photograph costs to re-encode. */
const GRAIN = 12;

/**
 * A 1600 × 1200 JPEG (quality 85, about 200 KB) of smooth colour gradients under fine grain. A flat colour
 * would be a few KB and re-encode in no time, which is not what a shop's product photographs do.
 */
export function photoLikeJpeg(): Promise<Buffer> {
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  let seed = 1; // the same picture every run
  const grain = () => {
    seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
    return (seed / 0x7fffffff - 0.5) * GRAIN;
  };
  for (let y = 0; y < HEIGHT; y += 1) {
    for (let x = 0; x < WIDTH; x += 1) {
      const at = (y * WIDTH + x) * 3;
      const noise = grain();
      pixels[at] = Math.max(0, Math.min(255, 120 + 100 * Math.sin(x / 180) + noise));
      pixels[at + 1] = Math.max(0, Math.min(255, 90 + 60 * Math.cos(y / 140) + noise));
      pixels[at + 2] = Math.max(0, Math.min(255, 70 + 50 * Math.sin((x + y) / 260) + noise));
    }
  }
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } }).jpeg({ quality: 85 }).toBuffer();
}

export type PictureHost = {
  /** The address of a picture called `name`. */
  url: (name: string) => string;
  /** How many pictures were asked for so far. */
  served: () => number;
  close: () => Promise<void>;
};

/** Serves `jpeg` under every path on 127.0.0.1 (the import fetches from loopback only with IMPORT_ALLOW_LOOPBACK). */
export async function servePicture(jpeg: Buffer): Promise<PictureHost> {
  let served = 0;
  const server = http.createServer((_request, response) => {
    served += 1;
    response.writeHead(200, { 'Content-Type': 'image/jpeg', 'Content-Length': jpeg.length }).end(jpeg);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: (name) => `${base}/pictures/${name}.jpg`,
    served: () => served,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
