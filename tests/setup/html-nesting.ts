/**
 * Server HTML the browser would parse into another tree than React's: a block element (a form, a
 * div, a list...) inside a <p> makes the HTML parser close the <p> before it, so hydration finds
 * a different DOM and React throws the server HTML away (error #418). Returns each such element
 * as "<p> > <form>", empty when the HTML parses as written.
 */
const CLOSES_P = new Set(
  "address article aside blockquote details dialog div dl fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hgroup hr main menu nav ol p pre section table ul".split(
    " ",
  ),
);
const VOID = new Set("area base br col embed hr img input link meta source track wbr".split(" "));

export function blocksInsideParagraphs(html: string): string[] {
  const found: string[] = [];
  const open: string[] = [];
  for (const match of html.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9-]*)[^>]*?(\/?)>/g)) {
    const [, closing, rawName = "", selfClosing] = match;
    const name = rawName.toLowerCase();
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at !== -1) open.length = at;
      continue;
    }
    if (CLOSES_P.has(name) && open.includes("p")) found.push(`<p> > <${name}>`);
    if (!VOID.has(name) && !selfClosing) open.push(name);
  }
  return found;
}
