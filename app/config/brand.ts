/**
 * Brand, company and contact details as data (PRODUCT.md: one typed module a reseller can
 * change without touching pages; STYLE.md habit 11).
 */
export const BRAND = {
  name: "Brightpath",
  tagline: "Learning, built around your child",
  company: "Brightpath Learning, LLC",
  supportEmail: "support@brightpath.example",
  supportResponseHours: 24,
  /** SPEC.md §1: the footer states the SSL protection. */
  sslNote: "Your information is protected with 256-bit SSL encryption.",
  /** SPEC.md §1 offer line; PRODUCT.md §7 makes it a 30-day trial that includes the day-7 check. */
  offer: "Seven-day check or first month free, cancel anytime.",
  social: [
    { network: "Facebook", href: "https://www.facebook.com/brightpathlearning" },
    { network: "Instagram", href: "https://www.instagram.com/brightpathlearning" },
    { network: "YouTube", href: "https://www.youtube.com/@brightpathlearning" },
  ],
} as const;
