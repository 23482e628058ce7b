// @ts-check
/**
 * brightpath/no-untranslated-text: user-facing words belong in the message catalogs
 * (app/i18n/catalogs/<language>/<area>.json), not in components or services (issue 19). Reports:
 *
 * - text between JSX tags ("<p>Hello</p>") and string children ({"Hello"}, {ok ? "Yes" : "No"});
 * - text attributes: alt, title, placeholder, aria-label… and props named like *Label, *Text, *Title;
 * - object properties that carry copy (label, title, text, description, message, error, subject…);
 * - messages handed to validators (z.string().min(1, "Please enter your name")).
 *
 * Strings that are keys ("settings.profile.title"), paths, URLs, CSS classes or a lone symbol are
 * not copy. Files not converted yet are listed in app/i18n/untranslated-allowlist.json, which may
 * only shrink; every other file is checked.
 */

const LETTER = /\p{L}/u;
const KEY_LIKE = /^[a-z][\w-]*(\.[\w-]+)+$/;
const TEXT_NAME =
  /^(alt|title|placeholder|label|labels|description|message|heading|eyebrow|hint|caption|legend|summary|subject|preheader|subtitle|error|question|answer|text|aria-label|aria-description|aria-roledescription|aria-valuetext|aria-placeholder)$|[a-z](Label|Text|Title|Message|Heading|Description|Hint|Caption|Error)$/;
const VALIDATOR_METHODS = new Set([
  "min",
  "max",
  "length",
  "email",
  "url",
  "regex",
  "refine",
  "nonempty",
  "gte",
  "lte",
  "int",
  "positive",
]);

/** @param {string} text */
function isCopy(text) {
  const trimmed = text.trim();
  if (!LETTER.test(trimmed)) return false;
  if (KEY_LIKE.test(trimmed)) return false;
  if (/^(\/|https?:|mailto:|#|\.\/|\.\.\/)/.test(trimmed)) return false;
  return true;
}

/** A property's or attribute's value is copy when it reads like words for people. */
/** @param {string} text */
function isProse(text) {
  const trimmed = text.trim();
  return isCopy(trimmed) && (/\s/.test(trimmed) || /^\p{Lu}/u.test(trimmed));
}

/** @param {any} node @returns {string[]} */
function stringsIn(node) {
  if (!node) return [];
  switch (node.type) {
    case "Literal":
      return typeof node.value === "string" ? [node.value] : [];
    case "TemplateLiteral":
      return [node.quasis.map((/** @type {any} */ quasi) => quasi.value.cooked ?? "").join(" ")];
    case "ConditionalExpression":
      return [...stringsIn(node.consequent), ...stringsIn(node.alternate)];
    case "LogicalExpression":
      return [...stringsIn(node.left), ...stringsIn(node.right)];
    case "TSAsExpression":
    case "TSSatisfiesExpression":
      return stringsIn(node.expression);
    default:
      return [];
  }
}

/** @param {any} key */
function propertyName(key) {
  if (!key) return null;
  if (key.type === "Identifier") return key.name;
  if (key.type === "Literal" && typeof key.value === "string") return key.value;
  return null;
}

/** @type {import("eslint").Rule.RuleModule} */
export const noUntranslatedText = {
  meta: {
    type: "problem",
    docs: { description: "User-facing text comes from the message catalogs (app/i18n), not from code." },
    messages: {
      untranslated:
        '"{{text}}" is user-facing text outside the catalogs: add it to app/i18n/catalogs/<language>/<area>.json and use t() (README "Languages").',
    },
    schema: [],
  },
  create(context) {
    /** @param {any} node @param {string} text */
    function report(node, text) {
      const shown = text.trim().replace(/\s+/g, " ");
      context.report({
        node,
        messageId: "untranslated",
        data: { text: shown.length > 40 ? `${shown.slice(0, 40)}…` : shown },
      });
    }
    return {
      JSXText(node) {
        if (isCopy(node.value)) report(node, node.value);
      },
      JSXExpressionContainer(node) {
        const parent = /** @type {any} */ (node).parent;
        if (parent?.type !== "JSXElement" && parent?.type !== "JSXFragment") return;
        for (const text of stringsIn(node.expression)) if (isCopy(text)) report(node, text);
      },
      JSXAttribute(node) {
        const name = node.name.type === "JSXIdentifier" ? node.name.name : null;
        if (!name || !TEXT_NAME.test(name)) return;
        const value = /** @type {any} */ (node.value);
        const strings = value?.type === "JSXExpressionContainer" ? stringsIn(value.expression) : stringsIn(value);
        for (const text of strings) if (isCopy(text)) report(node, text);
      },
      Property(node) {
        const name = propertyName(node.key);
        if (!name || !TEXT_NAME.test(name) || name.startsWith("aria-")) return;
        for (const text of stringsIn(node.value)) if (isProse(text)) report(node.value, text);
      },
      CallExpression(node) {
        const callee = /** @type {any} */ (node.callee);
        if (callee.type !== "MemberExpression" || callee.property.type !== "Identifier") return;
        if (!VALIDATOR_METHODS.has(callee.property.name)) return;
        for (const argument of node.arguments) {
          for (const text of stringsIn(argument)) if (isProse(text)) report(argument, text);
        }
      },
    };
  },
};

export default { rules: { "no-untranslated-text": noUntranslatedText } };
