import 'server-only';
import type { MessageEvent } from '@/lib/messaging/message-events';
import type { TemplateCategory } from '@/lib/messaging/message-states';

// The WhatsApp templates the shop ships, one per event (docs/decisions/0080-whatsapp-and-sms-order-updates.md):
// English, named variables, submitted to the WhatsApp Business account from Settings → Messaging. The same
// words go by SMS when WhatsApp cannot carry them. Only back in stock and abandoned checkout are marketing.

export type MessageTemplate = {
  event: MessageEvent;
  /** Meta's template name: lowercase letters, digits and underscores. */
  name: string;
  category: TemplateCategory;
  language: 'en';
  /** With {{named}} variables, as Meta's named parameter format writes them. */
  body: string;
  /** A value for each variable: Meta asks for examples when a template is submitted. */
  examples: Record<string, string>;
};

const STOP_LINE = 'Reply STOP to stop these messages.';

const TEMPLATES: readonly MessageTemplate[] = [
  {
    event: 'order_placed',
    name: 'order_placed_v1',
    category: 'UTILITY',
    language: 'en',
    body: 'Hello {{first_name}}, thank you for your order {{order_number}} of {{amount}}. You can follow it here: {{link}}',
    examples: { first_name: 'Ada', order_number: 'AL-10423', amount: '₦450,000', link: 'https://adireliving.ng/orders/AL-10423' },
  },
  {
    event: 'order_paid',
    name: 'order_paid_v1',
    category: 'UTILITY',
    language: 'en',
    body: 'Hello {{first_name}}, we have received your payment of {{amount}} for order {{order_number}}. Details: {{link}}',
    examples: { first_name: 'Ada', amount: '₦450,000', order_number: 'AL-10423', link: 'https://adireliving.ng/orders/AL-10423' },
  },
  {
    event: 'transfer_confirmed',
    name: 'transfer_confirmed_v1',
    category: 'UTILITY',
    language: 'en',
    body: 'Hello {{first_name}}, your bank transfer of {{amount}} for order {{order_number}} is confirmed. Details: {{link}}',
    examples: { first_name: 'Ada', amount: '₦450,000', order_number: 'AL-10423', link: 'https://adireliving.ng/orders/AL-10423' },
  },
  {
    event: 'production_stage',
    name: 'production_stage_v1',
    category: 'UTILITY',
    language: 'en',
    body: 'Hello {{first_name}}, your order {{order_number}} has reached a new stage: {{stage}}. Follow it here: {{link}}',
    examples: { first_name: 'Ada', order_number: 'AL-10423', stage: 'Upholstery', link: 'https://adireliving.ng/orders/AL-10423' },
  },
  {
    event: 'dispatched',
    name: 'order_dispatched_v1',
    category: 'UTILITY',
    language: 'en',
    body: 'Hello {{first_name}}, your order {{order_number}} is on its way to you. Follow it here: {{link}}',
    examples: { first_name: 'Ada', order_number: 'AL-10423', link: 'https://adireliving.ng/orders/AL-10423' },
  },
  {
    event: 'delivered',
    name: 'order_delivered_v1',
    category: 'UTILITY',
    language: 'en',
    body: 'Hello {{first_name}}, your order {{order_number}} has been delivered. Thank you for shopping with us. Details: {{link}}',
    examples: { first_name: 'Ada', order_number: 'AL-10423', link: 'https://adireliving.ng/orders/AL-10423' },
  },
  {
    event: 'quote_ready',
    name: 'quote_ready_v1',
    category: 'UTILITY',
    language: 'en',
    body: 'Hello {{first_name}}, your quote {{quote_number}} is ready: {{amount}}. See it and order here: {{link}}',
    examples: { first_name: 'Ada', quote_number: 'Q-2031', amount: '₦1,250,000', link: 'https://adireliving.ng/quotes/Q-2031' },
  },
  {
    event: 'draft_link',
    name: 'order_to_review_v1',
    category: 'UTILITY',
    language: 'en',
    body: 'Hello {{first_name}}, your order of {{amount}} is ready for you to review and pay: {{link}}',
    examples: { first_name: 'Ada', amount: '₦450,000', link: 'https://adireliving.ng/draft/abc123' },
  },
  {
    event: 'balance_due',
    name: 'balance_due_v1',
    category: 'UTILITY',
    language: 'en',
    body: 'Hello {{first_name}}, the balance of {{amount}} on order {{order_number}} is due. Pay it here: {{link}}',
    examples: { first_name: 'Ada', amount: '₦225,000', order_number: 'AL-10423', link: 'https://adireliving.ng/orders/AL-10423' },
  },
  {
    event: 'back_in_stock',
    name: 'back_in_stock_v1',
    category: 'MARKETING',
    language: 'en',
    body: `Hello {{first_name}}, {{product_name}} is back in stock: {{link}}. ${STOP_LINE}`,
    examples: { first_name: 'Ada', product_name: 'the Lekki Sofa', link: 'https://adireliving.ng/products/lekki-sofa' },
  },
  {
    event: 'abandoned_checkout',
    name: 'cart_waiting_v1',
    category: 'MARKETING',
    language: 'en',
    body: `Hello {{first_name}}, the pieces in your cart are still waiting for you: {{link}}. ${STOP_LINE}`,
    examples: { first_name: 'Ada', link: 'https://adireliving.ng/cart' },
  },
  {
    // The inbox's reply once the customer's 24-hour window has closed (docs/decisions/0081-one-inbox.md).
    event: 'inbox_follow_up',
    name: 'inbox_follow_up_v1',
    category: 'UTILITY',
    language: 'en',
    body: 'Hello {{first_name}}, we have replied to your question about {{topic}}. Reply to this message to continue.',
    examples: { first_name: 'Ada', topic: 'delivery to Port Harcourt' },
  },
];

export const MESSAGE_TEMPLATES: readonly MessageTemplate[] = TEMPLATES;

const VARIABLE = /\{\{([a-z_]+)\}\}/g;

export function templateFor(event: MessageEvent): MessageTemplate {
  const template = TEMPLATES.find((t) => t.event === event);
  if (!template) throw new Error(`No message template for event '${event}'`);
  return template;
}

export function templateNamed(name: string): MessageTemplate | undefined {
  return TEMPLATES.find((t) => t.name === name);
}

/** The template's variable names, in the order they appear. */
export function templateVariables(template: Pick<MessageTemplate, 'body'>): string[] {
  return [...template.body.matchAll(VARIABLE)].map((match) => match[1]!);
}

/** The variables the template needs that `params` lacks (or gives empty: Meta refuses an empty parameter). */
export function missingVariables(template: MessageTemplate, params: Record<string, string>): string[] {
  return templateVariables(template).filter((name) => !params[name]?.trim());
}

/** The text as the shopper reads it, on WhatsApp or by SMS: the template's body with its variables filled in. */
export function renderTemplate(template: Pick<MessageTemplate, 'body'>, params: Record<string, string>): string {
  return template.body.replace(VARIABLE, (_, name: string) => params[name] ?? '');
}
