import { Link } from "react-router";
import { BRAND } from "../../config/brand.ts";
import { useLocalizedPath } from "../../i18n/react.tsx";
import { FOCUS_RING } from "../ui/button-styles.ts";

/** The Brightpath mark (a path rising to a sun) and wordmark. */
export function Logo({ to = "/" }: { to?: string }) {
  const localized = useLocalizedPath();
  return (
    <Link to={localized(to)} className={`flex items-center gap-2 rounded-md font-bold text-brand-900 ${FOCUS_RING}`}>
      <svg aria-hidden="true" viewBox="0 0 32 32" className="h-8 w-8">
        <circle cx="22" cy="9" r="5" fill="#f6b73c" />
        <path
          d="M3 28 C 10 26, 14 20, 18 16 S 26 12, 29 12"
          fill="none"
          stroke="#1f5fbf"
          strokeWidth="3.5"
          strokeLinecap="round"
        />
      </svg>
      <span className="text-xl tracking-tight">{BRAND.name}</span>
    </Link>
  );
}
