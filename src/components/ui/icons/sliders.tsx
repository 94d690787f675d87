import { LineSvg, type IconProps } from './line-svg';

/** Lucide's sliders-horizontal. */
export function SlidersIcon(props: IconProps) {
  return (
    <LineSvg {...props}>
      <path d="M10 5H3M12 19H3M14 3v4M16 17v4M21 12h-9M21 19h-5M21 5h-7M8 10v4M8 12H3" />
    </LineSvg>
  );
}
