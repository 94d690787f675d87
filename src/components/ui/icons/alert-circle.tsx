import { LineSvg, type IconProps } from './line-svg';

/** Lucide's circle-alert. */
export function AlertCircleIcon(props: IconProps) {
  return (
    <LineSvg {...props}>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 8v4M12 16h.01" />
    </LineSvg>
  );
}
