import { LineSvg, type IconProps } from './line-svg';

/** Lucide's loader-circle. */
export function LoaderIcon(props: IconProps) {
  return (
    <LineSvg {...props}>
      <path d="M21 12a9 9 0 1 1-6.219-8.56" />
    </LineSvg>
  );
}
