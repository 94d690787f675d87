import 'server-only';
import { swatch } from './images/color';
import { isWallMounted, productPiece } from './images/product-art';
import { PRODUCT_SIZE, inParallel, layerRenderer, storeWebp, svgToWebp } from './images/render';
import { roomSvg, type RoomScene } from './images/rooms';
import { studioLayers } from './images/studio';
import { pictured, type SeedProduct } from './catalog/types';
import { CATEGORIES, HERO_SECTION_2_SCENE } from './settings';
import { HERO_SLIDES } from './content/home';
import { BLOG_POSTS } from './content/blog';
import { PORTFOLIO } from './content/portfolio';
import { DEMO_PRODUCTS } from './catalog/products';

// Renders every seeded picture and stores it before the seed transaction opens (file writes
// are not database writes). Each distinct scene is rendered once; every row still gets its
// own file.

export type ProductMedia = { imageUrl: string; thumbnailUrl: string; additionalImages: string[] };

export type SeedMedia = {
  categoryBanners: Map<string, string>;
  heroSection2: string;
  slides: Map<string, string>;
  products: Map<string, ProductMedia>;
  posts: Map<string, string>;
  portfolio: Array<{ cover: string; images: string[] }>;
};

const HERO = [1920, 1080] as const;
const EDITORIAL = [1600, 900] as const;

function sceneRenderer() {
  const cache = new Map<string, Promise<Buffer>>();
  return (scene: RoomScene, [width, height]: readonly [number, number]) => {
    const key = `${width}x${height}:${JSON.stringify(scene)}`;
    let render = cache.get(key);
    if (!render) {
      render = svgToWebp(roomSvg(scene, width, height));
      cache.set(key, render);
    }
    return render;
  };
}

function productShot(product: SeedProduct, colour: string, size: number, closeUp = false) {
  const piece = productPiece(product.art, colour, product.sku);
  return studioLayers(piece, { seed: product.sku, subject: swatch(colour), mounted: isWallMounted(product.art) ? 'wall' : 'floor', closeUp }, size);
}

async function productMedia(product: SeedProduct, render: ReturnType<typeof layerRenderer>): Promise<ProductMedia> {
  const main = await render.webpWithThumbnail(productShot(product, pictured(product), PRODUCT_SIZE));
  const extraShots = (product.colours ?? []).slice(1, 4).map((colour) => productShot(product, colour, PRODUCT_SIZE));
  if (product.closeUp) extraShots.push(productShot(product, pictured(product), PRODUCT_SIZE, true));
  const extras = await Promise.all(extraShots.slice(0, 3).map((layers) => render.webp(layers)));
  const [imageUrl, thumbnailUrl, ...additionalImages] = await Promise.all(
    [main.full, main.thumbnail, ...extras].map((body) => storeWebp('seed/products', body)),
  );
  return { imageUrl: imageUrl as string, thumbnailUrl: thumbnailUrl as string, additionalImages };
}

export async function prepareMedia(demo: boolean): Promise<SeedMedia> {
  const scene = sceneRenderer();
  const store = (folder: string, sceneSpec: RoomScene, size: readonly [number, number]) => async () =>
    storeWebp(folder, await scene(sceneSpec, size));

  const baseTasks = [
    ...CATEGORIES.map((category) => store('seed/categories', category.banner, HERO)),
    store('seed/hero', HERO_SECTION_2_SCENE, HERO),
  ];
  const base = await inParallel(baseTasks);
  const media: SeedMedia = {
    categoryBanners: new Map(CATEGORIES.map((category, i) => [category.slug, base[i] as string])),
    heroSection2: base[CATEGORIES.length] as string,
    slides: new Map(),
    products: new Map(),
    posts: new Map(),
    portfolio: [],
  };
  if (!demo) return media;

  const render = layerRenderer();
  const slideTasks = HERO_SLIDES.map((slide) => store('seed/slides', slide.scene, HERO));
  const postTasks = BLOG_POSTS.map((post) => store('seed/blog', post.scene, EDITORIAL));
  const projectTasks = PORTFOLIO.flatMap((project) => project.scenes.map((s) => store('seed/portfolio', s, EDITORIAL)));
  const [products, editorial] = await Promise.all([
    inParallel(DEMO_PRODUCTS.map((product) => () => productMedia(product, render))),
    inParallel([...slideTasks, ...postTasks, ...projectTasks]),
  ]);
  DEMO_PRODUCTS.forEach((product, i) => media.products.set(product.sku, products[i] as ProductMedia));
  HERO_SLIDES.forEach((slide, i) => media.slides.set(slide.category, editorial[i] as string));
  BLOG_POSTS.forEach((post, i) => media.posts.set(post.slug, editorial[slideTasks.length + i] as string));
  let next = slideTasks.length + postTasks.length;
  for (const project of PORTFOLIO) {
    const urls = editorial.slice(next, next + project.scenes.length) as string[];
    next += project.scenes.length;
    media.portfolio.push({ cover: urls[0] as string, images: urls.slice(1) });
  }
  return media;
}
