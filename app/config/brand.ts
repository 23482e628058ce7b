/**
 * Brand, company and contact details as data (PRODUCT.md: one typed module a reseller can
 * change without touching pages; STYLE.md habit 11).
 */
export const BRAND = {
  name: "Brightpath",
  tagline: "Learning, built around your child",
  company: "Brightpath Learning, LLC",
  copyrightYear: 2025,
  supportEmail: "support@brightpath.example",
  supportResponseHours: 24,
} as const;
