import { BRAND } from "./brand.ts";

/** The reserved domain (RFC 2606) the brand facts use until a deployment sets its own. */
const PLACEHOLDER = /\.example\b/i;

type BrandFacts = {
  supportEmail: string;
  postalAddress: string;
  social: readonly { network: string; href: string }[];
};

/**
 * Which brand facts are still placeholders (issue 18). server/main.ts warns at start-up in
 * production while this is not empty, so a deployment cannot go live with them unnoticed.
 */
export function brandPlaceholders(brand: BrandFacts = BRAND): string[] {
  const found: string[] = [];
  if (PLACEHOLDER.test(brand.supportEmail)) found.push("supportEmail");
  if (PLACEHOLDER.test(brand.postalAddress)) found.push("postalAddress");
  for (const link of brand.social) if (PLACEHOLDER.test(link.href)) found.push(`social.${link.network}`);
  return found;
}
