/** Public navigation as data (SPEC.md §2 "Public layout"). */
export type NavLink = { label: string; href: string };

export const HEADER_LINKS: readonly NavLink[] = [
  { label: "Features", href: "/features" },
  { label: "How It Works", href: "/how-it-works" },
  { label: "Pricing", href: "/pricing" },
];

export const FOOTER_COLUMNS: readonly { heading: string; links: readonly NavLink[] }[] = [
  { heading: "Product", links: HEADER_LINKS },
  {
    heading: "Company",
    links: [
      { label: "About Us", href: "/about-us" },
      { label: "Blog", href: "/blog" },
    ],
  },
  {
    heading: "Support",
    links: [
      { label: "Contact Us", href: "/contact-us" },
      { label: "Privacy Policy", href: "/privacy-policy-page" },
      { label: "Terms of Service", href: "/terms-of-service-page" },
    ],
  },
];

/** Most calls to action lead to registration (SPEC.md §2). */
export const REGISTER_PATH = "/register";
export const LOGIN_PATH = "/login";
