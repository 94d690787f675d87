import { fontsAfterPaint } from './fonts-after-paint';
import { picturesAfterPaint } from './pictures-after-paint';
import { loadScriptsAfterPaint } from './scripts-after-paint';

/**
 * A page's HTML as Next.js wrote it, finished for its first paint (docs/decisions/0025 and 0085): its scripts, web
 * fonts and pictures below the first screen asked for once its largest picture is drawn. Done by the page cache
 * to a kept page and by scripts/lib/finish-per-visitor.ts to the few pages rendered per visitor.
 */
export const finishForFirstPaint = (html: string) => picturesAfterPaint(fontsAfterPaint(loadScriptsAfterPaint(html)));
