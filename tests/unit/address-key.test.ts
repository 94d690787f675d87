import { describe, expect, it } from 'vitest';
import { addressKey } from '@/lib/address-key';

// One door however its address is typed (docs/decisions/0059-fabric-samples.md): the key the free-swatch
// weekly limit counts addresses by (src/server/catalog/swatch-limits.ts).

describe('addressKey', () => {
  it('reads case, spacing, punctuation, a house number’s “No.” and common abbreviations as the same address', () => {
    const forms = ['No. 12, Admiralty Rd., Lekki Phase 1\nLagos', '12 admiralty road lekki phase 1 lagos', 'number 12 ADMIRALTY  RD LEKKI PHASE 1, LAGOS'];
    expect(new Set(forms.map(addressKey)).size).toBe(1);
    expect(addressKey('3 Awolowo Ave, Ikoyi')).toBe(addressKey('3 Awolowo Avenue Ikoyi'));
    expect(addressKey('7 Bode Thomas St')).toBe(addressKey('7 bode thomas street'));
  });

  it('keeps different doors and a “No” that is part of a name apart', () => {
    expect(addressKey('12 Admiralty Road')).not.toBe(addressKey('14 Admiralty Road'));
    expect(addressKey('2 Street Road')).not.toBe(addressKey('2 Road Street'));
    expect(addressKey('No Man’s Land Close 5')).toContain('no');
  });
});
