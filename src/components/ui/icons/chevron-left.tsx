import { LineSvg, type IconProps } from './line-svg';

/** Lucide's chevron-left. */
export function ChevronLeftIcon(props: IconProps) {
  return (
    <LineSvg {...props}>
      <path d="m15 18-6-6 6-6" />
    </LineSvg>
  );
}
