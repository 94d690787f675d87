import '@/lib/zod-jitless';
import { z } from 'zod';
import { CONVERSATION_CHANNELS, CONVERSATION_STATES } from '@/lib/inbox/conversations';
import { firstValue, multiLine, oneLine, searchParam } from './fields';

// The back office's inbox (docs/decisions/0081-one-inbox.md): the list's URL, a conversation's controls,
// the reply box and saved replies. Form and action share each schema.

export const INBOX_SEARCH_MAX = 100;
export const REPLY_TEXT_MAX = 4000;
export const LABEL_MAX = 40;
export const LABELS_MAX = 10;

export const INBOX_ASSIGNEE_FILTERS = { me: 'Mine', nobody: 'Nobody', someone: 'Someone' } as const;
export type InboxAssigneeFilter = keyof typeof INBOX_ASSIGNEE_FILTERS;

const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) => z.preprocess(firstValue, z.enum(values).optional()).catch(undefined);

/** `<ISO time>_<uuid>`: the last row of the page before. */
const CURSOR = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z_[0-9a-f-]{36}$/;

export const inboxListParamsSchema = z.object({
  q: searchParam(INBOX_SEARCH_MAX),
  state: optionalChoice(CONVERSATION_STATES),
  assignee: optionalChoice(Object.keys(INBOX_ASSIGNEE_FILTERS) as [InboxAssigneeFilter, ...InboxAssigneeFilter[]]),
  channel: optionalChoice(CONVERSATION_CHANNELS),
  label: z.preprocess(firstValue, oneLine().trim().max(LABEL_MAX).optional()).catch(undefined),
  after: z.preprocess(firstValue, oneLine().regex(CURSOR).optional()).catch(undefined),
});
export type InboxListParams = z.output<typeof inboxListParamsSchema>;

export const conversationIdSchema = z.object({ conversationId: z.uuid() });

export const conversationStateSchema = conversationIdSchema.extend({ state: z.enum(CONVERSATION_STATES) });

/** Nobody is the empty string (a select's first option). */
export const conversationAssigneeSchema = conversationIdSchema.extend({ assigneeId: oneLine().max(100) });

export const conversationLabelsSchema = conversationIdSchema.extend({
  labels: z
    .array(oneLine().trim().toLowerCase().min(1, 'A label needs a word').max(LABEL_MAX, `A label has at most ${LABEL_MAX} characters`))
    .max(LABELS_MAX, `At most ${LABELS_MAX} labels`)
    .transform((labels) => [...new Set(labels)]),
});

const replyText = (required: boolean) =>
  multiLine()
    .trim()
    .max(REPLY_TEXT_MAX, `A reply has at most ${REPLY_TEXT_MAX} characters`)
    .refine((text) => !required || text.length > 0, 'Write the reply');

/** One press of Send: `replyKey` is made when the box is drawn and kept across retries. */
const replyBase = conversationIdSchema.extend({ replyKey: z.uuid() });

/** What a reply may carry: text alone, or text around a piece, a discount code, a quote, a draft's pay link or a picture. */
export const replySchema = z.discriminatedUnion('kind', [
  replyBase.extend({ kind: z.literal('text'), text: replyText(true) }),
  replyBase.extend({ kind: z.literal('piece'), text: replyText(false), productId: z.uuid('Choose a piece') }),
  replyBase.extend({ kind: z.literal('discount'), text: replyText(false), discountCodeId: z.uuid('Choose a discount code') }),
  replyBase.extend({ kind: z.literal('quote'), text: replyText(false), quoteId: z.uuid('Choose a quote') }),
  // A draft order's pay link: issued afresh when sent, never kept (docs/security.md, "Draft order links").
  replyBase.extend({ kind: z.literal('draft'), text: replyText(false), draftId: z.uuid('Choose a draft order') }),
  replyBase.extend({
    kind: z.literal('image'),
    text: replyText(false),
    // What the admin upload answered (src/app/api/uploads/route.ts); the action keeps only the shop's own storage.
    imageUrl: oneLine().min(1, 'Upload a picture').max(500),
  }),
  replyBase.extend({ kind: z.literal('template'), topic: oneLine().trim().min(1, 'Say what the question was about').max(60) }),
]);
export type ReplyInput = z.input<typeof replySchema>;
export type ReplyKind = ReplyInput['kind'];

export const savedReplySchema = z.object({
  id: z.uuid().optional(),
  title: oneLine().trim().min(1, 'Give it a title').max(80),
  body: multiLine().trim().min(1, 'Write the reply').max(REPLY_TEXT_MAX),
});
export type SavedReplyInput = z.input<typeof savedReplySchema>;
export const savedReplyIdSchema = z.object({ id: z.uuid() });
export const inboxSettingsSchema = z.object({ signReplies: z.boolean() });

/** The reply box's search for what a reply carries; a draft search puts the conversation's customer's drafts first. */
export const replyLookupSchema = z.object({
  kind: z.enum(['piece', 'discount', 'quote', 'draft']),
  q: oneLine().trim().min(1).max(INBOX_SEARCH_MAX),
  conversationId: z.uuid().optional(),
});
