import { LineSvg, type IconProps } from './line-svg';

/** Lucide's minus. */
export function MinusIcon(props: IconProps) {
  return (
    <LineSvg {...props}>
      <path d="M5 12h14" />
    </LineSvg>
  );
}
