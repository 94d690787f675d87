import { LineSvg, type IconProps } from './line-svg';

/** Lucide's chevron-down. */
export function ChevronDownIcon(props: IconProps) {
  return (
    <LineSvg {...props}>
      <path d="m6 9 6 6 6-6" />
    </LineSvg>
  );
}
