import Link from 'next/link';
import type { SiteSettings } from '@/server/settings/site-settings-reads';
import { FOOTER_CATEGORIES, FOOTER_PAGES } from '@/lib/constants';
import { cn } from '@/lib/cn';
import { FacebookIcon, InstagramIcon, LinkedInIcon, XTwitterIcon } from './brand-icons';
import { MailIcon, MapPinIcon, PhoneIcon } from './icons';
import { DataSaverSwitch } from './data-saver/switch';

const QUICK_LINKS = [
  { href: '/shop', label: 'Shop' },
  { href: '/portfolio', label: 'Portfolio' },
  { href: '/blog', label: 'Blog' },
  { href: '/about', label: 'About Us' },
  { href: '/track', label: 'Track an order' },
] as const;

const CATEGORY_LABELS: Record<(typeof FOOTER_CATEGORIES)[number], string> = {
  curtains: 'Curtains',
  furniture: 'Furniture',
  accessories: 'Accessories',
};

const POLICY_LINKS = FOOTER_PAGES.map(({ slug, label }) => ({ href: `/page/${slug}`, label }));

const SOCIAL = [
  { key: 'facebook', label: 'Facebook', Icon: FacebookIcon },
  { key: 'instagram', label: 'Instagram', Icon: InstagramIcon },
  { key: 'twitter', label: 'Twitter', Icon: XTwitterIcon },
  // Not in the product's footer, but the settings screen has the field: a saved link should show.
  { key: 'linkedin', label: 'LinkedIn', Icon: LinkedInIcon },
] as const;

/** Only http(s) links are rendered, so a setting can never become a javascript: URL. */
function safeExternalUrl(value: string) {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

export function Footer({ settings }: { settings: SiteSettings }) {
  const year = new Date().getFullYear();
  const social = SOCIAL.flatMap(({ key, label, Icon }) => {
    const href = settings.socialMediaLinks[key] ? safeExternalUrl(settings.socialMediaLinks[key]) : null;
    return href ? [{ key, label, Icon, href }] : [];
  });
  const { contactAddress, contactPhone, contactEmail } = settings;

  return (
    <footer className="bg-indigo text-indigo-foreground">
      <div className="container-page grid grid-cols-2 gap-x-6 gap-y-10 py-14 md:py-20 lg:grid-cols-[1.6fr_1fr_1fr_1.3fr] lg:gap-12">
        <div className="col-span-2 flex flex-col gap-4 lg:col-span-1">
          <p className="font-display text-2xl font-semibold">{settings.siteName}</p>
          <p className="max-w-sm text-sm leading-relaxed text-indigo-muted">{settings.siteDescription}</p>
          {social.length > 0 ? (
            <ul className="mt-1 flex gap-2" aria-label="Social media">
              {social.map(({ key, label, Icon, href }) => (
                <li key={key}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${settings.siteName} on ${label}`}
                    className="footer-social"
                  >
                    <Icon className="size-[1.1rem]" />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>

        <FooterColumn title="Quick Links">
          {QUICK_LINKS.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className="footer-link">
                {link.label}
              </Link>
            </li>
          ))}
        </FooterColumn>

        <FooterColumn title="Categories">
          {FOOTER_CATEGORIES.map((slug) => (
            <li key={slug}>
              <Link href={`/shop?category=${slug}`} className="footer-link">
                {CATEGORY_LABELS[slug]}
              </Link>
            </li>
          ))}
        </FooterColumn>

        <FooterColumn title="Contact Us" className="col-span-2 lg:col-span-1">
          {contactAddress ? (
            <li className="flex gap-3 py-1.5 text-sm text-indigo-muted">
              <MapPinIcon className="mt-0.5 size-4 shrink-0" />
              <address className="not-italic whitespace-pre-line">{contactAddress}</address>
            </li>
          ) : null}
          {contactPhone ? (
            <li>
              <a href={`tel:${contactPhone.replace(/[^\d+]/g, '')}`} className="footer-link gap-3">
                <PhoneIcon className="size-4 shrink-0" />
                {contactPhone}
              </a>
            </li>
          ) : null}
          {contactEmail ? (
            <li>
              <a href={`mailto:${contactEmail}`} className="footer-link gap-3 break-all">
                <MailIcon className="size-4 shrink-0" />
                {contactEmail}
              </a>
            </li>
          ) : null}
        </FooterColumn>
      </div>

      <div className="border-t border-indigo-muted/20">
        <div className="container-page flex flex-col gap-4 pt-6 pb-24 text-xs text-indigo-muted md:flex-row md:items-center md:gap-10 md:pb-6">
          <p>{settings.footerText || `© ${year} ${settings.siteName}. All rights reserved.`}</p>
          <nav aria-label="Policies">
            <ul className="flex flex-wrap gap-x-6 gap-y-1">
              {POLICY_LINKS.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className="footer-link text-xs">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <DataSaverSwitch />
        </div>
      </div>
    </footer>
  );
}

function FooterColumn({ title, className, children }: { title: string; className?: string; children: React.ReactNode }) {
  return (
    <div className={cn('flex flex-col gap-3', className)}>
      <h2 className="footer-heading">{title}</h2>
      <ul className="flex flex-col">{children}</ul>
    </div>
  );
}
