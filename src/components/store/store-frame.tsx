import { ChatButton } from './chat-button';
import { Footer } from './footer';
import { KeptPages } from './kept-pages';
import { SiteHeader } from './header/site-header';
import { loadStoreSettings } from '@/server/settings/store-settings';
import { searchProductsAction } from '@/server/catalog/actions/store/search-products';
import { whatsappChatUrl } from '@/lib/whatsapp';

/** The public frame: skip link, header, main landmark, footer and the floating chat button. */
export async function StoreFrame({ children }: { children: React.ReactNode }) {
  const settings = await loadStoreSettings();
  // No number in the settings, no chat button.
  const chatUrl = whatsappChatUrl(settings.whatsappNumber);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-primary px-4 py-3 text-sm font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-4 focus:py-3"
      >
        Skip to content
      </a>
      <SiteHeader
        siteName={settings.siteName}
        logoUrl={settings.logoUrl}
        searchProducts={searchProductsAction}
      />
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <Footer settings={settings} />
      {chatUrl ? <ChatButton chatUrl={chatUrl} siteName={settings.siteName} /> : null}
      <KeptPages />
    </div>
  );
}
