import type { ReactNode } from "react";
import { AppLink } from "./app-link.tsx";
import { buttonClass, type ButtonSize, type ButtonVariant } from "./button-styles.ts";

export { FOCUS_RING } from "./button-styles.ts";

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
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}) {
  return (
    <AppLink to={to} className={buttonClass(variant, size, className)}>
      {children}
    </AppLink>
  );
}
