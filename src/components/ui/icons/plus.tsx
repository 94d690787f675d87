import { LineSvg, type IconProps } from './line-svg';

/** Lucide's plus. */
export function PlusIcon(props: IconProps) {
  return (
    <LineSvg {...props}>
      <path d="M5 12h14M12 5v14" />
    </LineSvg>
  );
}
