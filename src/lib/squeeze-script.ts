/**
 * An inline script written out for reading, squeezed for the page: runs of white space become one
 * space, and the spaces beside punctuation go (not beside + and -: `a - -b` must not become `a--b`).
 * Only for scripts whose string literals hold no space next to punctuation (each caller's are plain
 * words, selectors and paths), as nothing here parses them.
 */
export function squeezeScript(source: string): string {
  return source.replace(/\s+/g, ' ').replace(/ ?([{}()[\];,=&|!:?.<>*/]) ?/g, '$1').trim();
}
