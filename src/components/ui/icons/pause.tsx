import { LineSvg, type IconProps } from './line-svg';

/** Lucide's pause. */
export function PauseIcon(props: IconProps) {
  return (
    <LineSvg {...props}>
      <rect x="14" y="3" width="5" height="18" rx="1" />
      <rect x="5" y="3" width="5" height="18" rx="1" />
    </LineSvg>
  );
}
