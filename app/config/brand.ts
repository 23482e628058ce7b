/**
 * Brand, company and contact details as data (PRODUCT.md: one typed module a reseller can
 * change without touching pages; STYLE.md habit 11).
 */
export const BRAND = {
  name: "Brightpath",
  tagline: "Learning, built around your child",
  company: "Brightpath Learning, LLC",
  copyrightYear: 2025,
  // Brand facts a deployment must set (issue 18): while any of them is still on the reserved
  // `.example` domain, a production server warns at start-up (brand-placeholders.ts).
  supportEmail: "support@brightpath.example",
  /** The operator's postal address (the COPPA direct notice and the footer name it). */
  postalAddress: "Brightpath Learning, LLC, 100 Main Street, Austin, TX 78701 (brightpath.example)",
  supportResponseHours: 24,
  /** SPEC.md §1: the footer states the SSL protection. */
  sslNote: "Your information is protected with 256-bit SSL encryption.",
  /** SPEC.md §1 offer line; PRODUCT.md §7 makes it a 30-day trial that includes the day-7 check. */
  offer: "Seven-day check or first month free, cancel anytime.",
  // Placeholders until the real accounts are set: a link to someone else's page would be worse.
  social: [
    { network: "Facebook", href: "https://facebook.brightpath.example/" },
    { network: "Instagram", href: "https://instagram.brightpath.example/" },
    { network: "YouTube", href: "https://youtube.brightpath.example/" },
  ],
} as const;
