import Link from 'next/link';
import { TruckIcon } from '@/components/ui/icons/truck';
import { AccountMenu } from './account-menu';
import { CartLink } from './cart-link';
import { HeaderShell, MenuToggle } from './header-shell';
import { MainNav } from './main-nav';
import { SearchButton, SearchDialog, type SearchProducts } from './search-dialog';
import { SiteLogo } from './site-logo';

type SiteHeaderProps = {
  siteName: string;
  logoUrl: string | null;
  searchProducts: SearchProducts;
};

/**
 * The storefront header, drawn by the server: only its controls are client components (the
 * compact state and the mobile menu in header-shell.tsx), so every page ships little script.
 * The spacer keeps the page clear of the fixed header at its full height.
 */
export function SiteHeader({ siteName, logoUrl, searchProducts }: SiteHeaderProps) {
  return (
    <>
      <div aria-hidden="true" className="h-(--header-height)" />
      <HeaderShell
        notice={
          <p className="container-page flex h-9 items-center justify-center gap-2 text-center text-xs tracking-wide md:h-10 md:text-[0.8rem]">
            <TruckIcon className="size-4 shrink-0 text-indigo-muted" strokeWidth={1.6} />
            <span>
              <span className="hidden sm:inline">Free design consultation · </span>
              We deliver nationwide across Nigeria
            </span>
          </p>
        }
      >
        <div className="flex items-center gap-1 md:gap-0">
          <MenuToggle />
          <div className="md:hidden">
            <SearchButton />
          </div>
          <MainNav />
        </div>

        <Link href="/" className="flex items-center justify-center rounded-sm px-1" aria-label={`${siteName}, home`}>
          <SiteLogo siteName={siteName} logoUrl={logoUrl} />
        </Link>

        <div className="flex items-center justify-end gap-0.5 md:gap-1">
          <div className="hidden md:block">
            <SearchButton />
          </div>
          <span
            title="Prices in Nigerian naira"
            className="mx-1 rounded-sm border border-border px-1.5 py-0.5 text-[0.7rem] font-semibold tracking-[0.12em] text-muted-foreground"
          >
            NGN
          </span>
          <div className="hidden md:block">
            <AccountMenu />
          </div>
          <CartLink className="-mr-2 md:mr-0" />
        </div>
      </HeaderShell>
      {/* Both Search buttons open this one dialog; outside the header, it is not part of the banner. */}
      <SearchDialog searchProducts={searchProducts} />
    </>
  );
}
