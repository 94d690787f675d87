import { LineSvg, type IconProps } from './line-svg';

/** Lucide's sofa. */
export function SofaIcon(props: IconProps) {
  return (
    <LineSvg {...props}>
      <path d="M20 9V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v3M2 16a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-5a2 2 0 0 0-4 0v1.5a.5.5 0 0 1-.5.5h-11a.5.5 0 0 1-.5-.5V11a2 2 0 0 0-4 0zM4 18v2M20 18v2M12 4v9" />
    </LineSvg>
  );
}
