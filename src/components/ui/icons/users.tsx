import { LineSvg, type IconProps } from './line-svg';

/** Lucide's users. */
export function UsersIcon(props: IconProps) {
  return (
    <LineSvg {...props}>
      <path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M16 3.128a4 4 0 0 1 0 7.744M22 21v-2a4 4 0 0 0-3-3.87" />
      <circle cx="9" cy="7" r="4" />
    </LineSvg>
  );
}
