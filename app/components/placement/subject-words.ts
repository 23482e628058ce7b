import type { Translate } from "../../i18n/message-format.ts";

/** A subject's name in the reader's language: "math" inside a sentence, "Math" on its own. */
export function subjectWord(t: Translate, subject: string): string {
  return subject === "reading" ? t("placement.subject.reading") : t("placement.subject.math");
}

export function subjectTitle(t: Translate, subject: string): string {
  return subject === "reading" ? t("placement.subjectTitle.reading") : t("placement.subjectTitle.math");
}

const STRAND_KEYS: Record<string, string> = {
  "operations-algebra": "placement.strand.operations-algebra",
  "number-system": "placement.strand.number-system",
  "fractions-ratios": "placement.strand.fractions-ratios",
  "measurement-data": "placement.strand.measurement-data",
  geometry: "placement.strand.geometry",
  literature: "placement.strand.literature",
  informational: "placement.strand.informational",
  vocabulary: "placement.strand.vocabulary",
};

export function strandName(t: Translate, strand: string): string {
  const key = STRAND_KEYS[strand];
  return key ? t(key) : strand;
}

/** A grade level as the pages say it: 3.4 (3,4 in Spanish). */
export function gradeText(t: Translate, level: number): string {
  return new Intl.NumberFormat(t.locale === "es" ? "es-US" : "en-US", {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(level);
}
