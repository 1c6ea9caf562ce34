/**
 * Languages the composer offers before the server's own: the most-used ones
 * on the fediverse (ISO 639-1). Names come from Intl in the reader's locale.
 */
const COMMON = (
  "ar ca cs cy da de el en eo es eu fa fi fr ga gl he hi " +
  "hu id it ja ko nl no pl pt ro ru sv th tr uk vi zh"
).split(" ");

/** The server's languages first, then the common ones, without repeats. */
export function languageCodes(serverLanguages: readonly string[]): string[] {
  const codes = [...serverLanguages, ...COMMON].map((code) =>
    code.toLowerCase(),
  );
  return [...new Set(codes)];
}

/** Codes with their names in `locale` (the code where Intl does not know it). */
export function languageOptions(
  codes: readonly string[],
  locale: string,
): { code: string; name: string }[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale], { type: "language" });
  } catch {
    names = null;
  }
  return codes.map((code) => {
    try {
      return { code, name: names?.of(code) ?? code };
    } catch {
      return { code, name: code };
    }
  });
}
