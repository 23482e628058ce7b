import type { ReactNode } from "react";
import { AppLink } from "./app-link.tsx";

const VARIANTS = {
  primary: "bg-brand-700 text-white hover:bg-brand-900",
  secondary: "border border-brand-700 text-brand-700 hover:bg-brand-50",
  quiet: "text-slate-800 hover:bg-slate-100",
} as const;

const SIZES = { md: "px-4 py-2 text-base", lg: "px-6 py-3 text-lg" } as const;

export const FOCUS_RING = "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/** A link styled as a button: navigation should stay a link for assistive technology. */
export function LinkButton({
  to,
  children,
  variant = "primary",
  size = "md",
  className = "",
}: {
  to: string;
  children: ReactNode;
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  return (
    <AppLink
      to={to}
      className={`inline-block rounded-lg text-center font-semibold ${VARIANTS[variant]} ${SIZES[size]} ${FOCUS_RING} ${className}`}
    >
      {children}
    </AppLink>
  );
}
