import type { ESLint, Rule } from "eslint";

export const noUntranslatedText: Rule.RuleModule;
declare const plugin: ESLint.Plugin & { rules: { "no-untranslated-text": Rule.RuleModule } };
export default plugin;
