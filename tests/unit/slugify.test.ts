import { describe, expect, it } from 'vitest';
import { firstFreeSlug, slugify, SLUG_PATTERN } from '@/lib/slugify';

describe('slugify', () => {
  it('lowercases and turns spaces into hyphens (docs/product.md: the lowercased name with spaces as hyphens)', () => {
    expect(slugify('Sofas')).toBe('sofas');
    expect(slugify('Dining Chairs')).toBe('dining-chairs');
    expect(slugify('Outdoor Lounge Sets')).toBe('outdoor-lounge-sets');
  });

  it('turns every run of whitespace (tabs, newlines, several spaces) into one hyphen', () => {
    expect(slugify('Beds   and\tBedding\nSets')).toBe('beds-and-bedding-sets');
  });

  it('strips characters other than a-z, 0-9 and hyphens, then collapses the hyphens left behind', () => {
    expect(slugify('Beds & Bedding')).toBe('beds-bedding');
    expect(slugify("Kids' Rooms!")).toBe('kids-rooms');
    expect(slugify('2-Seater / 3-Seater')).toBe('2-seater-3-seater');
    expect(slugify('a -- b')).toBe('a-b');
    expect(slugify('snake_case.name')).toBe('snakecasename');
  });

  it('trims leading and trailing whitespace and hyphens', () => {
    expect(slugify('  Lamps  ')).toBe('lamps');
    expect(slugify('-- Rugs --')).toBe('rugs');
    expect(slugify('¡Hola!')).toBe('hola');
  });

  it('keeps accented letters without their accents', () => {
    expect(slugify('Café Chairs')).toBe('cafe-chairs');
    expect(slugify('Ọ̀ṣọ́ Décor')).toBe('oso-decor');
  });

  it('gives an empty slug when nothing usable is left', () => {
    expect(slugify('')).toBe('');
    expect(slugify('   ')).toBe('');
    expect(slugify('家具 !!!')).toBe('');
  });

  it('always gives a slug the database accepts, or nothing', () => {
    for (const name of ['Sofas', ' A  B ', '--x--', 'Beds & Bedding', 'ÀÉÎ õü', '1 2 3', '-', '&&&']) {
      const slug = slugify(name);
      expect(slug === '' || SLUG_PATTERN.test(slug), `${name} -> ${slug}`).toBe(true);
    }
  });

  it('is idempotent', () => {
    for (const name of ['Dining Chairs', 'Beds & Bedding', 'Café']) expect(slugify(slugify(name))).toBe(slugify(name));
  });
});

describe('firstFreeSlug', () => {
  it('keeps a free slug as it is', () => {
    expect(firstFreeSlug('lamps', new Set(['sofas']))).toBe('lamps');
  });

  it('adds -2, -3, … until the slug is free', () => {
    expect(firstFreeSlug('lamps', new Set(['lamps']))).toBe('lamps-2');
    expect(firstFreeSlug('lamps', new Set(['lamps', 'lamps-2', 'lamps-3']))).toBe('lamps-4');
    expect(firstFreeSlug('lamps', new Set(['lamps', 'lamps-3']))).toBe('lamps-2');
  });
});
