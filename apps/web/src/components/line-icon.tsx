/** A decorative line icon on a 24-unit grid: the control beside it carries the name. */
export function LineIcon({ path, size, strokeWidth }: { path: string; size: number; strokeWidth: number }) {
  return (
    <svg
      className="icon"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}
