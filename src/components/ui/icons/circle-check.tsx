import { LineSvg, type IconProps } from './line-svg';

/** Lucide's circle-check. */
export function CircleCheckIcon(props: IconProps) {
  return (
    <LineSvg {...props}>
      <circle cx="12" cy="12" r="10" />
      <path d="m16 9-5.5 5.5L8 12" />
    </LineSvg>
  );
}
