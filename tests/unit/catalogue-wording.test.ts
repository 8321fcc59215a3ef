/** @no-database — reads the message catalogues only. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { allBreedSlugs } from "@/lib/pets/breeds";

// Wording rules the key-by-key checks of messages.test.ts cannot see: the brand in page titles, breed
// names in every language, and one register per language.

const locales = ["es", "en", "fr", "pt", "zh"] as const;
type Locale = (typeof locales)[number];

function leaves(node: unknown, prefix = "", out = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === "object") leaves(value, full, out);
    else out.set(full, String(value));
  }
  return out;
}

const catalogues = Object.fromEntries(
  locales.map((locale) => [
    locale,
    leaves(JSON.parse(readFileSync(path.join(process.cwd(), "messages", `${locale}.json`), "utf8"))),
  ]),
) as Record<Locale, Map<string, string>>;

describe("page titles", () => {
  // The layout's template appends " · Patitas" to every page title; meta.defaultTitle is used alone.
  const titleKey = /^tabs\.|[tT]itle$/;

  it.each(locales)("%s: no page title repeats the brand", (locale) => {
    const brand = catalogues[locale].get("meta.siteName")!;
    const repeated = [...catalogues[locale]]
      .filter(([key, value]) => titleKey.test(key) && key !== "meta.defaultTitle" && value.includes(brand))
      .map(([key]) => key);
    expect(repeated).toEqual([]);
  });
});

describe("breed names", () => {
  const slugs = allBreedSlugs();

  it("give every catalogue breed its own message key", () => {
    // The spec's lists: dog 20, cat 12, rabbit 5, bird 5, reptile 4, rodent 4.
    expect(new Set(slugs).size).toBe(50);
  });

  it.each(locales)("%s names every catalogue breed, and nothing else", (locale) => {
    const keys = [...catalogues[locale].keys()].filter((key) => key.startsWith("pets.breeds."));
    expect(keys.sort()).toEqual(slugs.map((slug) => `pets.breeds.${slug}`).sort());
  });
});

// ---- One register per language: French says "tu" (the app's tone is friendly), Portuguese is pt-BR. ----

type Rule = { name: string; pattern: RegExp };

/** Messages that deliberately break a rule, by key, with the reason. None today; add with care. */
const allowed: Record<"fr" | "pt", Record<string, string>> = { fr: {}, pt: {} };

// Words ending in "-ez" that are not the vous form of a verb.
const notVousVerbs = new Set(["chez", "assez", "nez", "rez"]);

const frenchRules: Rule[] = [
  { name: "vous, votre, vos", pattern: /(?<![\p{L}])(vous|votre|vos)(?![\p{L}])/iu },
  { name: "a verb in the vous form (…ez)", pattern: /(?<![\p{L}])\p{L}+ez(?![\p{L}])/iu },
];

// Third-person words ending like a tu-form preterite (…aste, …este, …iste).
const notTuPreterites = new Set([
  "este",
  "neste",
  "deste",
  "existe",
  "triste",
  "teste",
  "oeste",
  "leste",
  "veste",
  "investe",
  "resiste",
  "insiste",
  "consiste",
  "assiste",
  "contraste",
]);

const portugueseRules: Rule[] = [
  { name: "tu, ti, contigo", pattern: /(?<![\p{L}])(tu|ti|contigo)(?![\p{L}])/iu },
  { name: "teu, tua, teus, tuas", pattern: /(?<![\p{L}])(teu|tua|teus|tuas)(?![\p{L}])/iu },
  {
    name: "a tu-form verb (tens, podes, queres, estás, és, sabes, vês)",
    pattern: /(?<![\p{L}])(tens|podes|queres|estás|és|sabes|vês|sê)(?![\p{L}])/iu,
  },
  { name: "a tu-form preterite (…aste, …este, …iste)", pattern: /(?<![\p{L}])\p{L}+(aste|este|iste)(?![\p{L}])/iu },
  {
    name: "a tu-form imperative opening a sentence",
    pattern:
      /(^|[.!?]\s+)(Escolhe|Escreve|Adiciona|Usa|Diz|Inicia|Tenta|Verifica|Confirma|Introduz|Carrega|Toca|Envia|Cria|Guarda|Partilha|Pede|Espera|Experimenta|Clica|Abre)(?![\p{L}])/u,
  },
  {
    name: "estar a + infinitive (pt-BR says the gerund)",
    pattern: /(?<![\p{L}])(estou|está|estamos|estão|anda|andam)\s+a\s+\p{L}+/iu,
  },
  { name: "a + infinitive for an ongoing action (A carregar…)", pattern: /^A \p{L}+(ar|er|ir)(?![\p{L}])/u },
  {
    name: "a pt-PT word (ecrã, telemóvel, ficheiro, utilizador, equipa, registo, partilhar, ligação, eliminar, gosto, burla, contacto)",
    pattern:
      /(?<![\p{L}])(ecrã|telemóve(l|is)|ficheiros?|utilizador(a|es|as)?|equipas?|registos?|partilh\p{L}*|ligaç(ão|ões)|elimin\p{L}*|gostos?|burlas?|contactos?)(?![\p{L}])/iu,
  },
];

function violations(locale: "fr" | "pt", rules: Rule[], exceptions: Set<string>): string[] {
  return [...catalogues[locale]].flatMap(([key, value]) => {
    if (allowed[locale][key]) return [];
    return rules.flatMap((rule) => {
      const global = new RegExp(rule.pattern.source, `${rule.pattern.flags}g`);
      const hits = [...value.matchAll(global)]
        .map((match) => match[0].trim())
        .filter((hit) => !exceptions.has(hit.toLowerCase()));
      return hits.length > 0 ? [`${key}: ${rule.name}: "${hits.join('", "')}" in "${value}"`] : [];
    });
  });
}

describe("register", () => {
  it("French uses tu, never vous", () => {
    expect(violations("fr", frenchRules, notVousVerbs)).toEqual([]);
  });

  it("Portuguese is Brazilian: você and pt-BR words, no pt-PT forms", () => {
    expect(violations("pt", portugueseRules, notTuPreterites)).toEqual([]);
  });

  it("the rules catch what they are meant to catch", () => {
    const hits = (rules: Rule[], text: string, exceptions = new Set<string>()) =>
      rules.some((rule) =>
        [...text.matchAll(new RegExp(rule.pattern.source, `${rule.pattern.flags}g`))].some(
          (m) => !exceptions.has(m[0].trim().toLowerCase()),
        ),
      );
    expect(hits(frenchRules, "Saisissez votre nom.", notVousVerbs)).toBe(true);
    expect(hits(frenchRules, "Trouve un copain près de chez toi.", notVousVerbs)).toBe(false);
    for (const ptPt of [
      "O teu feed",
      "Para ti",
      "Já viste tudo",
      "A carregar…",
      "Remover ficheiro",
      "leitor de ecrã",
      "Escolhe um motivo.",
      "estamos a analisá-la",
    ]) {
      expect([ptPt, hits(portugueseRules, ptPt, notTuPreterites)]).toEqual([ptPt, true]);
    }
    for (const ptBr of [
      "Seu feed",
      "Para você",
      "Você já viu tudo",
      "Carregando…",
      "Remover arquivo",
      "Escolha um motivo.",
      "Este arquivo existe.",
    ]) {
      expect([ptBr, hits(portugueseRules, ptBr, notTuPreterites)]).toEqual([ptBr, false]);
    }
  });
});

// ---- One word per thing per language (issue 48 item 13): a Spanish profile said "Posts" and "N likes"
// beside "Publicaciones" and "Me gusta"; Discover's cards said "Love Match" where the deck says "Amor". ----

/** Words a language does not use, with the one it uses instead. Placeholders ({likes}) are not words. */
const notOurWord: Partial<Record<Locale, { pattern: RegExp; instead: string }[]>> = {
  es: [
    { pattern: /(?<![\p{L}])posts?(?![\p{L}])/iu, instead: "publicación" },
    { pattern: /(?<![\p{L}])likes?(?![\p{L}])/iu, instead: "me gusta" },
    { pattern: /love match/iu, instead: "Amor (match.modes.love)" },
  ],
  pt: [
    { pattern: /(?<![\p{L}])posts?(?![\p{L}])/iu, instead: "publicação" },
    { pattern: /(?<![\p{L}])likes?(?![\p{L}])/iu, instead: "curtida" },
    { pattern: /love match/iu, instead: "Amor (match.modes.love)" },
  ],
  fr: [
    { pattern: /(?<![\p{L}])posts?(?![\p{L}])/iu, instead: "publication" },
    { pattern: /(?<![\p{L}])likes?(?![\p{L}])/iu, instead: "j’aime" },
    { pattern: /love match/iu, instead: "Amour (match.modes.love)" },
  ],
  en: [{ pattern: /Love Match/u, instead: "Love (match.modes.love)" }],
  zh: [{ pattern: /love match/iu, instead: "恋爱 (match.modes.love)" }],
};

/** Keys that name the same thing and must say it with the same word. */
const sameWord: [string, string][] = [
  ["discover.love", "match.modes.love"],
  ["discover.friend", "match.modes.friend"],
  ["profile.counters.posts", "profile.tabs.posts"],
];

describe("one word per thing", () => {
  it.each(locales)("%s uses its own word for posts, likes and love matches", (locale) => {
    const found = [...catalogues[locale]].flatMap(([key, value]) => {
      const words = value.replace(/\{\w+\}/g, "");
      return (notOurWord[locale] ?? [])
        .filter(({ pattern }) => pattern.test(words))
        .map(({ instead }) => `${key}: "${value}" (say ${instead})`);
    });
    expect(found).toEqual([]);
  });

  it.each(locales)("%s says one thing with one word across screens", (locale) => {
    const differing = sameWord
      .filter(([a, b]) => catalogues[locale].get(a) !== catalogues[locale].get(b))
      .map(([a, b]) => `${a} ≠ ${b}`);
    expect(differing).toEqual([]);
  });
});
