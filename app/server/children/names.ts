/** "Ana", "Ana and Beto", "Ana, Beto and Cam": children's names in a sentence (pages and e-mails). */
export function listOfNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}
