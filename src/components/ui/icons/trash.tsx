import { LineSvg, type IconProps } from './line-svg';

/** Lucide's trash-2. */
export function TrashIcon(props: IconProps) {
  return (
    <LineSvg {...props}>
      <path d="M10 11v6M14 11v6M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6M3 6h18M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2" />
    </LineSvg>
  );
}
