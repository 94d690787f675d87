import 'server-only';

// Seeded rich text is written as blocks and joined into the HTML the editor produces,
// using only tags the sanitizer allows (docs/architecture.md section 5).

export type Block = ['h2' | 'h3' | 'p', string] | { ul: string[] };

export function html(blocks: Block[]) {
  return blocks
    .map((block) =>
      Array.isArray(block) ? `<${block[0]}>${block[1]}</${block[0]}>` : `<ul>${block.ul.map((item) => `<li>${item}</li>`).join('')}</ul>`,
    )
    .join('\n');
}
