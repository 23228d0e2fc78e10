/** A LIKE/ILIKE pattern that finds `text` anywhere, with the pattern's own characters (%, _ and \) taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
