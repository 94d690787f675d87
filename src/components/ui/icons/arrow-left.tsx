import { LineSvg, type IconProps } from './line-svg';

/** Lucide's arrow-left. */
export function ArrowLeftIcon(props: IconProps) {
  return (
    <LineSvg {...props}>
      <path d="m12 19-7-7 7-7M19 12H5" />
    </LineSvg>
  );
}
