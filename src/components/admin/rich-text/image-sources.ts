// The pictures in the editor's HTML, read in the browser: after a save, uploads the text
// still shows are kept and the rest of the form's draft uploads are removed.
export function imageSourcesOf(html: string): string[] {
  if (!html) return [];
  const images = new DOMParser().parseFromString(html, 'text/html').images;
  return [...images].map((image) => image.getAttribute('src')).filter((src): src is string => Boolean(src));
}
