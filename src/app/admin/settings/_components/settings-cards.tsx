'use client';
import { adminFields } from '@/components/admin/form/fields';
import { useCan } from '@/components/admin/staff-role-context';
import { AUDIT_RETENTION_DAYS, SETTINGS_LIMITS, type WebsiteSettingsInput } from '@/lib/schemas/settings';
import { SettingsCard } from '@/components/admin/settings/settings-card';

const Field = adminFields<WebsiteSettingsInput>();
/** Longer text boxes grow with what is typed, up to a point. */
const GROWS = 'field-sizing-content max-h-72';

// The cards of the Website settings screen: the product's four (section 2), in its order, then
// checkout limits, staff sign-in and the activity log, then the business and tax details receipts
// print. A card its role may not change is shown read-only (src/server/settings/settings-columns.ts).

export function GeneralInformationCard() {
  return (
    <SettingsCard title="General Information" description="The shop's name, how it is described and its logo.">
      <Field.Text name="siteName" label="Site Name" maxLength={SETTINGS_LIMITS.siteName} />
      <Field.Textarea
        name="siteDescription"
        label="Site Description"
        rows={3}
        className={GROWS}
        maxLength={SETTINGS_LIMITS.siteDescription}
        hint="Shown in the footer and to search engines."
      />
      <Field.Image
        name="logoUrl"
        label="Logo"
        folder="settings"
        preview="logo"
        successMessage="Logo uploaded successfully"
        hint={(uploaded) =>
          uploaded
            ? 'Shown in the header instead of the site name. Remove it to show the name again.'
            : 'Without a logo the header shows the site name. A wide PNG or WebP with a transparent background works best, up to 5 MB.'
        }
      />
    </SettingsCard>
  );
}

export function ContactInformationCard() {
  return (
    <SettingsCard title="Contact Information" description="Shown on the contact page and in the footer; an empty field is hidden.">
      <Field.Textarea name="contactAddress" label="Address" rows={3} className={GROWS} maxLength={SETTINGS_LIMITS.address} />
      <div className="grid gap-5 sm:grid-cols-2 xl:grid-cols-1 2xl:grid-cols-2">
        <Field.Text name="contactPhone" label="Phone" type="tel" inputMode="tel" maxLength={SETTINGS_LIMITS.phone} />
        <Field.Text name="contactEmail" label="Email" type="email" inputMode="email" spellCheck={false} maxLength={SETTINGS_LIMITS.email} />
      </div>
      <Field.Text
        name="whatsappNumber"
        label="WhatsApp Number"
        type="tel"
        inputMode="tel"
        maxLength={SETTINGS_LIMITS.whatsapp}
        placeholder="+234 803 123 4567"
        hint="Used by the floating chat button. Digits with the country code, e.g. +234 803 123 4567; spaces, dashes, brackets and + are removed when saved. Leave it empty to hide the button."
      />
    </SettingsCard>
  );
}

const SOCIAL_FIELDS = [
  { name: 'socialMediaLinks.facebook', label: 'Facebook', placeholder: 'https://facebook.com/yourshop' },
  { name: 'socialMediaLinks.instagram', label: 'Instagram', placeholder: 'https://instagram.com/yourshop' },
  { name: 'socialMediaLinks.twitter', label: 'Twitter', placeholder: 'https://twitter.com/yourshop' },
  { name: 'socialMediaLinks.linkedin', label: 'LinkedIn', placeholder: 'https://linkedin.com/company/yourshop' },
] as const;

export function SocialMediaLinksCard() {
  return (
    <SettingsCard title="Social Media Links" description="Full web addresses starting with https://; leave a field empty if the shop has no page there.">
      {SOCIAL_FIELDS.map((field) => (
        <Field.Text key={field.name} {...field} type="url" inputMode="url" spellCheck={false} maxLength={SETTINGS_LIMITS.socialUrl} />
      ))}
    </SettingsCard>
  );
}

export function FooterCard() {
  return (
    <SettingsCard title="Footer" description="The line at the very bottom of every page.">
      <Field.Textarea
        name="footerText"
        label="Footer Text"
        rows={3}
        className={GROWS}
        maxLength={SETTINGS_LIMITS.footerText}
        hint="Left empty, it reads “© (this year) (site name). All rights reserved.”"
      />
    </SettingsCard>
  );
}

export function CheckoutLimitsCard() {
  return (
    <SettingsCard title="Checkout limits" description="Limits that keep one buyer from holding the whole shop.">
      <div className="grid gap-5 sm:grid-cols-2 xl:grid-cols-1 2xl:grid-cols-2">
        <Field.Text
          name="maxLineQuantity"
          label="Most of one item per order"
          type="number"
          inputMode="numeric"
          maxLength={4}
          hint="A larger quantity is refused at checkout with a note to contact the shop."
        />
        <Field.Text
          name="maxOpenUnpaidOrders"
          label="Open unpaid orders per customer"
          type="number"
          inputMode="numeric"
          maxLength={3}
          hint="A customer with this many unpaid orders must pay for or cancel one before placing another."
        />
      </div>
    </SettingsCard>
  );
}

export function StaffSecurityCard() {
  const canChange = useCan('staff.manage');
  return (
    <SettingsCard
      title="Staff security"
      description="How staff sign in, and how long the activity log keeps what they did."
      lockedNote={canChange ? undefined : 'Only the owner can change staff security settings.'}
    >
      <Field.Switch
        name="staffTwoFactorRequired"
        label="Require two-factor sign-in for staff"
        hint="When on, a staff member who has not turned on two-factor authentication is taken to set it up before any admin screen opens."
      />
      <Field.Text
        name="auditRetentionDays"
        label="Keep activity for (days)"
        type="number"
        inputMode="numeric"
        maxLength={4}
        hint={`${AUDIT_RETENTION_DAYS.min} to ${AUDIT_RETENTION_DAYS.max.toLocaleString('en')}; ${AUDIT_RETENTION_DAYS.default} is two years. Nobody can delete a row of the activity log younger than this.`}
      />
    </SettingsCard>
  );
}

export function BusinessAndTaxCard() {
  const canChange = useCan('settings.tax');
  return (
    <SettingsCard
      title="Business and tax details"
      description="Printed on every receipt (tax invoice) a customer or admin downloads."
      lockedNote={canChange ? undefined : 'Only the owner can change business and tax details.'}
    >
      <Field.Text
        name="legalName"
        label="Legal name"
        maxLength={SETTINGS_LIMITS.legalName}
        hint="The registered business name, e.g. Adire Living Ltd. Left empty, receipts show the site name."
      />
      <Field.Textarea name="businessAddress" label="Business address" rows={3} className={GROWS} maxLength={SETTINGS_LIMITS.businessAddress} />
      <Field.Text
        name="taxId"
        label="TIN (Tax Identification Number)"
        inputMode="numeric"
        spellCheck={false}
        maxLength={SETTINGS_LIMITS.taxId}
        placeholder="12345678-0001"
        hint="8 to 14 digits with at most one hyphen, as issued. Needed when the shop is VAT registered."
      />
      <Field.Switch
        name="vatRegistered"
        label="VAT registered"
        hint="When on, receipts are tax invoices showing the VAT contained in each price; when off, they show no VAT."
      />
      <Field.Text
        name="vatRate"
        label="VAT rate (%)"
        inputMode="decimal"
        maxLength={SETTINGS_LIMITS.vatRate}
        placeholder="7.5"
        hint="Prices already include VAT. A percent from 0 to 50, up to two decimals, e.g. 7.5."
      />
    </SettingsCard>
  );
}

export function ShopFiltersCard() {
  return (
    <SettingsCard title="Shop filters" description="Which options shoppers can narrow the shop by, beside price, availability and sale.">
      <Field.Text
        name="shopFilterOptions"
        label="Options offered as filters"
        maxLength={300}
        hint="Option names in the order the filters show them, separated by commas, e.g. “Fabric, Colour, Size”. Empty: no option filters."
      />
    </SettingsCard>
  );
}

export function SearchSynonymsCard() {
  return (
    <SettingsCard title="Search" description="Words the shop's search treats as the same, so a shopper who types “couch” finds the sofas.">
      <Field.Textarea
        name="searchSynonyms"
        label="Synonyms"
        rows={8}
        maxLength={5000}
        hint="One group per line, words separated by commas, e.g. “sofa, couch, settee”. A search for any word of a group finds the others."
      />
    </SettingsCard>
  );
}
