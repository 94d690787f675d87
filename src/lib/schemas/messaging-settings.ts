import '@/lib/zod-jitless';
import { z } from 'zod';
import { oneLine } from './fields';

// Settings → Messaging (docs/decisions/0080-whatsapp-and-sms-order-updates.md, "Settings or environment"),
// shared by the form and its server action. Secrets (the access token, app secret, verify token, Termii's
// API key and secret) are write-only: '' keeps what is stored. A channel the WHATSAPP_* or TERMII_*
// variables set is theirs: the server ignores what the form sends for it. What the form cannot know
// (a secret already stored, https in production) the server checks.

export const MESSAGING_LIMITS = { id: 64, url: 500, secret: 1_000, version: 10 } as const;

const tooLong = (label: string, max: number) => `${label} is too long (${max} characters at most)`;

const url = (label: string) =>
  oneLine()
    .trim()
    .max(MESSAGING_LIMITS.url, tooLong(label, MESSAGING_LIMITS.url))
    .refine((value) => value === '' || /^https?:\/\/[^\s/]+(?:\/[^\s]*)?$/i.test(value), `Enter ${label.toLowerCase()} starting with https://`)
    .transform((value) => value.replace(/\/+$/, ''));

const digits = (label: string) =>
  oneLine()
    .trim()
    .max(MESSAGING_LIMITS.id, tooLong(label, MESSAGING_LIMITS.id))
    .refine((value) => value === '' || /^\d+$/.test(value), `${label} is digits only: copy it from WhatsApp Manager`);

const secret = (label: string) => oneLine().trim().max(MESSAGING_LIMITS.secret, tooLong(label, MESSAGING_LIMITS.secret));

export const messagingSettingsSchema = z
  .object({
    whatsappEnabled: z.boolean(),
    whatsappApiUrl: url('The Graph API address'),
    whatsappApiVersion: oneLine()
      .trim()
      .refine((value) => value === '' || /^v\d+\.\d+$/.test(value), 'The API version looks like v24.0'),
    whatsappPhoneNumberId: digits('The phone number ID'),
    whatsappBusinessAccountId: digits('The WhatsApp Business account ID'),
    /** Write-only: '' keeps the stored one. */
    whatsappAccessToken: secret('The access token'),
    whatsappAppSecret: secret('The app secret'),
    whatsappVerifyToken: secret('The verify token'),
    smsEnabled: z.boolean(),
    termiiApiUrl: url('The Termii address'),
    termiiSenderId: oneLine()
      .trim()
      .refine((value) => value === '' || /^[A-Za-z0-9 ]{3,11}$/.test(value), 'The sender ID is 3 to 11 letters and digits, as Termii registered it'),
    termiiApiKey: secret('The Termii API key'),
    termiiSecret: secret('The Termii secret'),
  })
  .superRefine((settings, context) => {
    // Switched on, a channel needs its ids (its secrets may be stored already: the server checks).
    const needed: [boolean, keyof typeof settings, string][] = [
      [settings.whatsappEnabled, 'whatsappPhoneNumberId', 'WhatsApp needs the phone number ID to be on'],
      [settings.whatsappEnabled, 'whatsappBusinessAccountId', 'WhatsApp needs the WhatsApp Business account ID to be on'],
      [settings.smsEnabled, 'termiiSenderId', 'SMS needs the sender ID to be on'],
    ];
    for (const [on, field, message] of needed) if (on && !settings[field]) context.addIssue({ code: 'custom', path: [field], message });
  });

export type MessagingSettingsInput = z.input<typeof messagingSettingsSchema>;
export type MessagingSettingsValues = z.output<typeof messagingSettingsSchema>;

/** The secrets of the form, each with its column's name in the settings row and its words for Activity. */
export const MESSAGING_SECRETS = {
  whatsappAccessToken: 'WhatsApp access token',
  whatsappAppSecret: 'WhatsApp app secret',
  whatsappVerifyToken: 'WhatsApp verify token',
  termiiApiKey: 'Termii API key',
  termiiSecret: 'Termii secret',
} as const satisfies Partial<Record<keyof MessagingSettingsInput, string>>;
export type MessagingSecret = keyof typeof MESSAGING_SECRETS;

// What Settings → Messaging shows of each channel: where it is configured, its values, and whether each
// secret is stored, never the secret (src/server/messaging/actions/settings-screen.ts builds it).

export type WhatsAppScreen = {
  /** The WHATSAPP_* variables set it: shown read-only, the form's values for it ignored. */
  fromEnv: boolean;
  /** Messages go on WhatsApp now (switched on and complete, or set by the environment). */
  on: boolean;
  enabled: boolean;
  apiUrl: string;
  apiVersion: string;
  phoneNumberId: string;
  businessAccountId: string;
  accessTokenSet: boolean;
  appSecretSet: boolean;
  verifyTokenSet: boolean;
};

export type SmsScreen = {
  fromEnv: boolean;
  on: boolean;
  enabled: boolean;
  apiUrl: string;
  senderId: string;
  apiKeySet: boolean;
  secretSet: boolean;
};

export type MessagingScreenSettings = {
  whatsapp: WhatsAppScreen;
  sms: SmsScreen;
  webhooks: { whatsapp: string; termii: string };
  /** Meta refused the access token in force (190): what the owners must do; null when all is well. */
  alert: string | null;
};
