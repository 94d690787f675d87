import { LineSvg, type IconProps } from './line-svg';

/** Lucide's chevron-right. */
export function ChevronRightIcon(props: IconProps) {
  return (
    <LineSvg {...props}>
      <path d="m9 18 6-6-6-6" />
    </LineSvg>
  );
}
