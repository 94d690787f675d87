import { describe, expect, it } from 'vitest';
import { toE164Nigeria } from '@/lib/messaging/phone';
import { laterState, MESSAGE_STATES, type MessageState } from '@/lib/messaging/message-states';

// The two rules every message keeps (docs/decisions/0080-whatsapp-and-sms-order-updates.md): one phone
// form whatever way it was typed, and a state that never moves backwards.

describe('toE164Nigeria', () => {
  it('reads a Nigerian mobile number however it was typed', () => {
    for (const typed of ['0803 123 4567', '08031234567', '+234 803 123 4567', '234 803-123-4567', '+234 (0)803 123 4567', '803 123 4567', '(0803) 123.4567']) {
      expect(toE164Nigeria(typed), typed).toBe('+2348031234567');
    }
    expect(toE164Nigeria('0906 000 1234')).toBe('+2349060001234');
  });

  it('refuses what WhatsApp or SMS cannot reach: fixed lines, other countries, wrong lengths, unallocated ranges', () => {
    for (const typed of ['0201 234 5678', '+44 7700 900123', '0803 123 456', '0803 123 45678', '0800 123 4567', '', 'not a number', '00000000000']) {
      expect(toE164Nigeria(typed), typed).toBeNull();
    }
  });
});

describe('laterState', () => {
  it('moves forward only, whatever order the reports arrive in', () => {
    const reports: MessageState[] = ['read', 'sent', 'delivered', 'accepted', 'sent'];
    expect(reports.reduce(laterState, 'queued')).toBe('read');
    expect((['delivered', 'sent'] as MessageState[]).reduce(laterState, 'accepted')).toBe('delivered');
  });

  it('keeps a failure over a late "sent", and a delivery over a failure', () => {
    expect(laterState('failed', 'sent')).toBe('failed');
    expect(laterState('sent', 'failed')).toBe('failed');
    expect(laterState('failed', 'delivered')).toBe('delivered');
    expect(laterState('read', 'failed')).toBe('read');
  });

  it('never moves a message the shop decided not to send', () => {
    for (const state of MESSAGE_STATES) expect(laterState('not_sent', state)).toBe('not_sent');
  });
});
