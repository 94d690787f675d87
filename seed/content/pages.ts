import 'server-only';
import { html } from './html';

// The policy pages linked from the footer. Reviewed wording for a Nigerian online shop; the
// shop should still have its own lawyer confirm them before trading.

export type SeedPage = { slug: string; title: string; metaDescription: string; content: string };

const CONTACT = '<a href="mailto:hello@adireliving.ng">hello@adireliving.ng</a>';

export const PAGES: SeedPage[] = [
  {
    slug: 'privacy-policy',
    title: 'Privacy Policy',
    metaDescription: 'How Adire Living collects, uses and protects your personal data under the Nigeria Data Protection Act.',
    content: html([
      ['p', 'Adire Living ("we", "us") respects your privacy. This policy explains what personal data we collect when you shop with us or contact us, why we collect it, and the rights you have under the <strong>Nigeria Data Protection Act 2023</strong> and the Nigeria Data Protection Regulation (NDPR).'],
      ['h2', 'What we collect'],
      { ul: [
        'Your name, email address, phone number and delivery address when you create an account or place an order.',
        'Your order history and any messages you send us through the contact form or WhatsApp.',
        'Basic technical data, such as your browser type, needed to keep the website secure and working.',
      ] },
      ['h2', 'How we use it'],
      { ul: [
        'To confirm, deliver and support your orders, including calling you to arrange delivery.',
        'To answer your questions and provide design consultations you request.',
        'To meet our legal and tax obligations.',
      ] },
      ['p', 'We do not sell your personal data. We only send marketing messages if you ask to receive them, and every message lets you unsubscribe.'],
      ['h2', 'Who we share it with'],
      ['p', 'We share the minimum necessary with the delivery partners who bring your order to you and with the payment providers who process your payment. They may use it only for that purpose.'],
      ['h2', 'How long we keep it'],
      ['p', 'We keep order records for six years, as required for tax purposes. Contact messages are deleted after two years unless they relate to an open order.'],
      ['h2', 'Your rights'],
      ['p', 'You may ask to see, correct or delete the personal data we hold about you, withdraw your consent, or object to how we use it. Write to ' + CONTACT + ' and we will respond within 30 days. You may also complain to the Nigeria Data Protection Commission.'],
      ['h3', 'Cookies'],
      ['p', 'We use only the cookies needed to keep you signed in and to remember your cart. We do not use advertising cookies.'],
    ]),
  },
  {
    slug: 'terms-of-service',
    title: 'Terms of Service',
    metaDescription: 'The terms that apply when you browse and buy from Adire Living.',
    content: html([
      ['p', 'These terms apply to every order placed on the Adire Living website. By placing an order you agree to them. If anything is unclear, please contact us at ' + CONTACT + ' before you buy.'],
      ['h2', 'Orders and prices'],
      { ul: [
        'All prices are in Nigerian naira (₦) and include VAT where it applies.',
        'Delivery fees are not included in the price shown and are confirmed before your order is dispatched.',
        'An order is accepted when we confirm it by email or phone. We may decline an order if an item is out of stock or a price was shown in error.',
      ] },
      ['h2', 'Payment'],
      ['p', 'Stocked items are paid in full before delivery. Made-to-order pieces require a <strong>60% deposit</strong> before production starts, with the balance due before delivery.'],
      ['h2', 'Delivery'],
      ['p', 'We deliver across Lagos with our own team and to other Nigerian cities through trusted partners. Delivery dates are estimates; we will keep you informed of any delay. Please check your items when they arrive and report any damage within 48 hours.'],
      ['h2', 'Natural materials'],
      ['p', 'Our furniture is made from solid wood, stone and hand-dyed textiles. Variations in grain, veining and colour are part of their character and are not defects.'],
      ['h2', 'Liability'],
      ['p', 'Nothing in these terms limits your rights under the Federal Competition and Consumer Protection Act 2018. Our total liability for any order is limited to the amount you paid for it.'],
      ['h3', 'Governing law'],
      ['p', 'These terms are governed by the laws of the Federal Republic of Nigeria, and disputes are subject to the courts of Lagos State.'],
    ]),
  },
  {
    slug: 'refund-policy',
    title: 'Refund Policy',
    metaDescription: 'Returns within 7 days, exchanges and refunds at Adire Living.',
    content: html([
      ['p', 'We want you to love every piece you bring home. If something is not right, here is how returns and refunds work.'],
      ['h2', '7-day returns'],
      ['p', 'You may return stocked items within <strong>7 days of delivery</strong> if they are unused, in their original condition and, where possible, in their original packaging. Contact us at ' + CONTACT + ' or on WhatsApp to arrange a collection.'],
      ['h2', 'Items we cannot take back'],
      { ul: [
        'Made-to-order and made-to-measure pieces, including custom curtains, unless they arrive damaged or faulty.',
        'Cushion inners and bedding that have been unwrapped, for hygiene reasons.',
        'Items damaged after delivery through misuse or accident.',
      ] },
      ['h2', 'Damaged or faulty items'],
      ['p', 'If an item arrives damaged or develops a manufacturing fault within 12 months, tell us within 48 hours of noticing. We will repair, replace or refund it at no cost to you, including collection.'],
      ['h2', 'How refunds are paid'],
      ['p', 'Once we have received and inspected the returned item, we refund the amount paid to your original payment method or bank account within <strong>10 working days</strong>. Delivery fees are refunded only when the item was damaged or faulty.'],
      ['h3', 'Exchanges'],
      ['p', 'Prefer a different colour or size? We are happy to exchange stocked items within 7 days; you pay only any difference in price and delivery.'],
    ]),
  },
];
