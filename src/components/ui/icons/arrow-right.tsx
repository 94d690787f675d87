import { LineSvg, type IconProps } from './line-svg';

/** Lucide's arrow-right. */
export function ArrowRightIcon(props: IconProps) {
  return (
    <LineSvg {...props}>
      <path d="M5 12h14m-7-7 7 7-7 7" />
    </LineSvg>
  );
}
