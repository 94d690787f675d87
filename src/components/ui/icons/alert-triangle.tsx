import { LineSvg, type IconProps } from './line-svg';

/** Lucide's triangle-alert. */
export function AlertTriangleIcon(props: IconProps) {
  return (
    <LineSvg {...props}>
      <path d="m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3M12 9v4M12 17h.01" />
    </LineSvg>
  );
}
