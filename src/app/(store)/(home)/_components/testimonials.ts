/** A client review shown on the home page (hard-coded, docs/product.md section 3: name, role, content, rating 1-5). */
export type Testimonial = { name: string; role: string; content: string; rating: 1 | 2 | 3 | 4 | 5 };

export const TESTIMONIALS: Testimonial[] = [
  {
    name: 'Adaeze Okafor',
    role: 'Homeowner, Ikoyi',
    content:
      'From the first consultation to the day the sofas arrived, everything felt considered. Our living room finally feels like us: warm, calm and very Lagos.',
    rating: 5,
  },
  {
    name: 'Tunde Bakare',
    role: 'Interior Architect, Abuja',
    content:
      'I specify Adire Living for client projects because the joinery is honest and the finishes hold up to our climate. Deliveries to Abuja have been on time, every time.',
    rating: 5,
  },
  {
    name: 'Chiamaka Eze',
    role: 'Homeowner, Enugu',
    content:
      'The made-to-measure adire curtains are the first thing guests notice. The team measured, sewed and installed them in under two weeks.',
    rating: 5,
  },
  {
    name: 'Ibrahim Musa',
    role: 'Hotel Manager, Kano',
    content:
      'We furnished twelve guest rooms with their beds and consoles. Guests comment on the craftsmanship, and after a year of heavy use everything still looks new.',
    rating: 5,
  },
  {
    name: 'Folake Adeyemi',
    role: 'Homeowner, Lekki',
    content:
      'Our travertine dining table seats ten for Sunday lunch. The designer helped us choose the size and the chairs, and nothing about it feels off the shelf.',
    rating: 5,
  },
  {
    name: 'Emeka Nwosu',
    role: 'Property Developer, Port Harcourt',
    content:
      'Adire Living staged three of our show apartments. Buyers walked in and wanted to stay; two asked to buy the furniture with the flat.',
    rating: 5,
  },
];
