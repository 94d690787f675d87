import { ensureCategory, insertHeroSlide, unique, type ActionRegistry } from './_registry';

// Valid inputs for the content's admin actions (src/server/content/actions).

export const actions: ActionRegistry = {
  createHeroSlideAction: async () => {
    await ensureCategory('sofas');
    return { title: `New season ${unique()}`, description: '', imageUrl: `/media/hero-slides/${unique()}.webp`, category: 'sofas', displayOrder: '' };
  },
  updateHeroSlideAction: async () => {
    const slide = await insertHeroSlide();
    return { id: slide.id, title: `${slide.title} (edited)`, description: 'Edited', imageUrl: slide.imageUrl, category: slide.category, displayOrder: '2' };
  },
  deleteHeroSlideAction: async () => ({ id: (await insertHeroSlide()).id }),
  setHeroSlideActiveAction: async () => ({ id: (await insertHeroSlide()).id, active: false }),
  updateHeroMediaAction: async () => ({ section: 'hero_section_1', mediaType: 'image', mediaUrl: `https://images.example.com/${unique()}.jpg` }),
};
