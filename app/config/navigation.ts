/**
 * Public navigation as data (SPEC.md §2 "Public layout"). Labels are catalog keys
 * (app/i18n/catalogs/<language>/layout.json); paths are English and AppLink writes them in the
 * page's language.
 */
export type NavLink = { labelKey: string; href: string };

export const HEADER_LINKS: readonly NavLink[] = [
  { labelKey: "layout.nav.features", href: "/features" },
  { labelKey: "layout.nav.howItWorks", href: "/how-it-works" },
  { labelKey: "layout.nav.pricing", href: "/pricing" },
];

export const FOOTER_COLUMNS: readonly { headingKey: string; links: readonly NavLink[] }[] = [
  { headingKey: "layout.footer.product", links: HEADER_LINKS },
  {
    headingKey: "layout.footer.company",
    links: [
      { labelKey: "layout.nav.aboutUs", href: "/about-us" },
      { labelKey: "layout.nav.blog", href: "/blog" },
    ],
  },
  {
    headingKey: "layout.footer.support",
    links: [
      { labelKey: "layout.nav.contactUs", href: "/contact-us" },
      { labelKey: "layout.nav.privacyPolicy", href: "/privacy-policy-page" },
      { labelKey: "layout.nav.termsOfService", href: "/terms-of-service-page" },
    ],
  },
];

/** Most calls to action lead to registration (SPEC.md §2). */
export const REGISTER_PATH = "/register";
export const LOGIN_PATH = "/login";
