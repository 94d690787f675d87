import { LineSvg, type IconProps } from './line-svg';

/** Lucide's check. */
export function CheckIcon(props: IconProps) {
  return (
    <LineSvg {...props}>
      <path d="M20 6 9 17l-5-5" />
    </LineSvg>
  );
}
