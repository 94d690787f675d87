import { LineSvg, type IconProps } from './line-svg';

/** Lucide's arrow-up-right. */
export function ArrowUpRightIcon(props: IconProps) {
  return (
    <LineSvg {...props}>
      <path d="M7 7h10v10M7 17 17 7" />
    </LineSvg>
  );
}
