// Language names in the reader's language ("es" reads "Spanish" to an English reader, "espagnol" to a
// French one), with the platform's Intl. The language picker keeps each language's own name instead
// (messages `language.*`): there a reader looks for their own language.

const namesByLocale = new Map<string, Intl.DisplayNames>();

/** "es" → "Spanish" for en, "español" for es; the code itself when the platform has no name for it. */
export function languageName(code: string, locale: string): string {
  try {
    let names = namesByLocale.get(locale);
    if (!names) {
      names = new Intl.DisplayNames([locale], { type: "language", fallback: "code" });
      namesByLocale.set(locale, names);
    }
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}
