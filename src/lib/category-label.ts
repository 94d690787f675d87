/** A category slug as shoppers read it: 'living-room' is 'Living Room'. */
export function categoryLabel(slug: string) {
  return slug
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
