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
    metaDescription: 'What Adire Living stores about you, why, for how long, and how to download it or close your account under the Nigeria Data Protection Act 2023.',
    content: html([
      ['p', 'Adire Living ("we", "us") respects your privacy. This page says plainly what we store when you shop with us, why, for how long, and how to see it or have it deleted, as the <strong>Nigeria Data Protection Act 2023</strong> gives you the right to.'],
      ['h2', 'What we store'],
      { ul: [
        '<strong>Your account:</strong> your name, email address and, if you add them, your phone number and delivery address. Your password is stored only as a one-way hash that nobody, our staff included, can read. If you turn on two-factor sign-in or add a passkey, we keep what is needed to check them (never your fingerprint or face: those stay on your device).',
        '<strong>Your sign-ins:</strong> for each device signed in to your account, when it signed in, its internet address and its browser, so you can sign out of all devices and we can spot misuse.',
        '<strong>Your orders:</strong> the name, email, phone and address you gave at checkout, what you bought, your notes, the delivery, and your payments. Card payments are made on Paystack: we receive the result and a reference, never your card number. If you pay by bank transfer, we keep the proof of transfer you upload.',
        '<strong>Quote requests</strong> for custom pieces, with the pictures you send and our conversation about them.',
        '<strong>Messages</strong> you send us through the contact form.',
      ] },
      ['p', 'Your cart is kept in your own browser until you check out. We use only the cookies needed to keep you signed in; we use no advertising or tracking cookies.'],
      ['h2', 'Why we store it'],
      { ul: [
        'To take, make, deliver and support your orders, including calling you to arrange delivery.',
        'To answer your questions and prepare the quotes you ask for.',
        'To keep your account and our shop secure.',
        'To meet our legal and tax obligations.',
      ] },
      ['p', 'We do not sell your personal data, and we send you only the mails about your account, your orders and your quotes.'],
      ['h2', 'Who sees it'],
      ['p', 'Our staff, to run the shop. Paystack, to take a card or bank payment. The courier who brings your order, who gets your name, phone and address. Our mail provider, to deliver our mails to you. Each may use it only for that purpose.'],
      ['h2', 'How long we keep it'],
      { ul: [
        'Your account, until you close it.',
        'Orders, payments and receipts for six years, as Nigerian tax law requires. If you close your account, they are kept without your name, email, phone or address.',
        'Quote requests and contact messages until you close your account, or until we no longer need them to serve you.',
        'Sign-ins end after 30 days without use, or when you sign out.',
      ] },
      ['h2', 'Your rights, and how to use them'],
      { ul: [
        '<strong>See your data:</strong> My Account → Privacy → "Download my data" gives you a file of everything above, with a readable summary.',
        '<strong>Correct it:</strong> change your details in My Account, or ask us.',
        '<strong>Delete it:</strong> My Account → Privacy → "Close my account". While an order is unpaid, being made or on its way, we finish it first.',
        'Or write to ' + CONTACT + ' to ask for any of these, or to object to how we use your data; we answer within 30 days. You may also complain to the Nigeria Data Protection Commission.',
      ] },
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
