// text-readability ships no types; this declares the formulas we use.
declare module "text-readability" {
  const readability: {
    fleschKincaidGrade(text: string): number;
    colemanLiauIndex(text: string): number;
    daleChallReadabilityScore(text: string): number;
    automatedReadabilityIndex(text: string): number;
    lexiconCount(text: string, removePunctuation?: boolean): number;
    sentenceCount(text: string): number;
  };
  export default readability;
}
