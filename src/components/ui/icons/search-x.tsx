import { LineSvg, type IconProps } from './line-svg';

/** Lucide's search-x. */
export function SearchXIcon(props: IconProps) {
  return (
    <LineSvg {...props}>
      <path d="m13.5 8.5-5 5m0-5 5 5M21 21l-4.3-4.3" />
      <circle cx="11" cy="11" r="8" />
    </LineSvg>
  );
}
