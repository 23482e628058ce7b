import { useMemo } from "react";
import { useLocale } from "./react.tsx";
import { skillNamesIn } from "./skill-names.ts";

/** In a component: `const nameOf = useSkillName(); nameOf(skill.id)`, in the page's language. */
export function useSkillName(): (skillId: string) => string {
  const locale = useLocale();
  return useMemo(() => skillNamesIn(locale), [locale]);
}
