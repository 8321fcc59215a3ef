"use client";

import { useLocale, useTranslations } from "next-intl";
import { Dialog } from "@/components/ui/dialog";
import { placeLabel } from "@/lib/format/country";
import type { DeckCard } from "@/lib/matches/queries";
import { cardBreed, tagName } from "./deck-labels";

/** "More info": breed, age, size, gender, personality and about (docs/product-spec.md §2 Match). */
export function PetInfoDialog({
  card,
  open,
  onOpenChange,
}: {
  card: DeckCard;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useTranslations("match");
  const tPets = useTranslations("pets");
  const locale = useLocale();
  const rows: [string, string][] = [
    [t("info.breed"), cardBreed(card, tPets)],
    [t("info.age"), t("card.years", { age: card.age })],
    [t("info.size"), tPets(`size.${card.size}`)],
    [t("info.gender"), tPets(`gender.${card.gender}`)],
    ...(card.place ? [[t("info.place"), placeLabel(card.place, card.placeCountry, locale)] as [string, string]] : []),
  ];
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("info.title", { name: card.name })}
      closeLabel={t("info.close")}
    >
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="font-bold text-muted">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {card.tags.length > 0 ? (
        <section className="mt-4">
          <h3 className="font-bold text-muted">{t("info.personality")}</h3>
          <ul className="mt-1 flex flex-wrap gap-2">
            {card.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-leaf-50 px-3 py-1 text-sm text-leaf-700">
                {tagName(tag, tPets)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {card.description ? (
        <section className="mt-4">
          <h3 className="font-bold text-muted">{t("info.about")}</h3>
          <p className="mt-1 whitespace-pre-line">{card.description}</p>
        </section>
      ) : null}
    </Dialog>
  );
}
