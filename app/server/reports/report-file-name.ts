/** "Ana María" → "ana-maria" for a file name (letters and digits only, accents dropped). */
export function fileSlug(name: string): string {
  const plain = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return plain || "child";
}

/**
 * The report PDF's file name: the child's first name (what the family calls the file), the
 * subject and the report's last day — `brightpath-report-ana-math-2026-03-31.pdf`.
 */
export function reportPdfFileName(displayName: string, subject: string, to: string): string {
  const first = displayName.trim().split(/\s+/)[0] ?? "";
  return `brightpath-report-${fileSlug(first)}-${subject}-${to}.pdf`;
}
