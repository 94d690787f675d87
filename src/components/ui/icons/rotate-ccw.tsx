import { LineSvg, type IconProps } from './line-svg';

/** Lucide's rotate-ccw. */
export function RotateCcwIcon(props: IconProps) {
  return (
    <LineSvg {...props}>
      <path d="M3 12a9 9 0 1 0 9-9 9.75 9.75 0 0 0-6.74 2.74L3 8M3 3v5h5" />
    </LineSvg>
  );
}
