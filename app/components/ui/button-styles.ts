/**
 * The one button system of the site (issue 18): three kinds — primary (the page's main action),
 * secondary (an alternative beside it) and textLink (a link-like action) — plus "quiet" for header and
 * toolbar actions, in one size scale. Casing rule (docs/decisions/0023): every label is in sentence
 * case ("Take another practice check"), except the labels SPEC.md names word for word, which keep
 * its exact words ('Start Their Catch-Up Plan', 'Get Started', 'Login', 'Accept All').
 */

/** The one focus ring; app.css gives every other focusable element the same outline. */
export const FOCUS_RING = "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

export const BUTTON_VARIANTS = {
  // A transparent border keeps primary and secondary buttons the same height side by side.
  primary: "border border-transparent bg-brand-700 text-white hover:bg-brand-900",
  secondary: "border border-brand-700 bg-white text-brand-700 hover:bg-brand-50",
  // A text link sits flush with the text around it: no side padding.
  textLink: "border border-transparent !px-1 text-brand-700 underline underline-offset-4 hover:text-brand-900",
  quiet: "border border-transparent text-slate-800 hover:bg-slate-100",
} as const;

export const BUTTON_SIZES = { sm: "px-3 py-1.5 text-sm", md: "px-4 py-2 text-base", lg: "px-6 py-3 text-lg" } as const;

export type ButtonVariant = keyof typeof BUTTON_VARIANTS;
export type ButtonSize = keyof typeof BUTTON_SIZES;

export function buttonClass(variant: ButtonVariant = "primary", size: ButtonSize = "md", extra = ""): string {
  return [
    "inline-flex items-center justify-center gap-2 rounded-lg text-center font-semibold disabled:cursor-not-allowed disabled:opacity-60",
    BUTTON_VARIANTS[variant],
    BUTTON_SIZES[size],
    FOCUS_RING,
    extra,
  ]
    .filter(Boolean)
    .join(" ");
}
