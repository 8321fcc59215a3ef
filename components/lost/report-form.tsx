"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef, useState, useTransition } from "react";
import { Icon } from "@/components/icons/icon";
import { CheckChips, RadioChips } from "@/components/pets/choice-chips";
import { PetPhotosField } from "@/components/pets/pet-photos-field";
import { speciesEmoji } from "@/components/pets/species-emoji";
import { PlacePicker } from "@/components/places/place-picker";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { splitActionError, useFormErrors } from "@/components/ui/form-errors";
import { SelectField } from "@/components/ui/select-field";
import { TextAreaField } from "@/components/ui/text-area-field";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast";
import { countryName } from "@/lib/format/country";
import { useRouter } from "@/lib/i18n/navigation";
import { editLostCaseAction, reportLostCaseAction } from "@/lib/lost/actions";
import {
  foundStates,
  LOST_LIMITS,
  lostColours,
  petGenderValues,
  petSizeValues,
  petSpeciesValues,
  type FoundState,
  type LostColour,
  type LostKind,
} from "@/lib/lost/fields";
import type { PetGender, PetSize } from "@/lib/pets/fields";
import type { Species } from "@/lib/pets/breeds";
import { readDevicePoint, useLocalDateTime, type DevicePoint } from "./device-point";

export type ReporterPetOption = {
  id: string;
  name: string;
  species: Species;
  gender: PetGender;
  size: PetSize;
  photos: string[];
  place: { id: number; name: string; country: string } | null;
};

export type ReportFormValues = {
  kind: LostKind;
  foundState: FoundState | "";
  petId: string;
  name: string;
  species: Species | "";
  sex: PetGender | "";
  size: PetSize | "";
  colours: LostColour[];
  colourNotes: string;
  description: string;
  photos: string[];
  /** The datetime-local value; empty until the browser fills it from `lastSeenIso` in its own time zone. */
  lastSeenAt: string;
  lastSeenIso: string | null;
  place: { text: string; placeId: number | null };
  neighbourhood: string;
  rewardText: string;
  phone: string;
};

const fieldNames: readonly string[] = [
  "kind",
  "foundState",
  "petId",
  "name",
  "species",
  "sex",
  "size",
  "colours",
  "colourNotes",
  "description",
  "photos",
  "lastSeenAt",
  "placeId",
  "point",
  "neighbourhood",
  "rewardText",
  "phone",
];

type Props = { pets: ReporterPetOption[]; initial: ReportFormValues; caseId?: string; hasExactPoint?: boolean };

/** Report a lost pet (from one of mine, or not on Patitas) or a found animal; or edit my open report. */
export function ReportForm({ pets, initial, caseId, hasExactPoint = false }: Props) {
  const t = useTranslations("lost");
  const tPets = useTranslations("pets");
  const tRoot = useTranslations();
  const locale = useLocale();
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const errors = useFormErrors(formRef);
  const [values, setValues] = useState<ReportFormValues>(initial);
  const [point, setPoint] = useState<DevicePoint | null>(null);
  const [locating, setLocating] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [pending, startTransition] = useTransition();
  // Until the reporter changes it, the field shows the case's moment (or now) in the browser's time zone.
  const startingLastSeen = useLocalDateTime(values.lastSeenIso);
  const lastSeenAt = values.lastSeenAt || startingLastSeen;
  const set = <K extends keyof ReportFormValues>(key: K, value: ReportFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const error = (field: string) => {
    const key = errors.field(field);
    return key ? tRoot(key) : undefined;
  };

  /** A pet of mine fills what Patitas knows of it: the rest stays as typed. */
  function choosePet(petId: string) {
    const pet = pets.find((option) => option.id === petId);
    setValues((current) =>
      pet
        ? {
            ...current,
            petId,
            name: pet.name,
            species: pet.species,
            sex: pet.gender,
            size: pet.size,
            photos: current.photos.length > 0 ? current.photos : pet.photos.slice(0, LOST_LIMITS.photosMax),
            place:
              current.place.placeId || !pet.place
                ? current.place
                : { text: `${pet.place.name}, ${countryName(pet.place.country, locale)}`, placeId: pet.place.id },
          }
        : { ...current, petId: "" },
    );
  }

  // A pet picked before the page's scripts ran (a slow phone, or a quick hand) stays picked in the select,
  // but React fires no change for it, so the rest of the form would not be filled: take it over once.
  useEffect(() => {
    const picked = formRef.current?.querySelector<HTMLSelectElement>('select[name="petId"]')?.value;
    if (picked && picked !== initial.petId) choosePet(picked);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the form comes alive.
  }, []);

  async function locate() {
    setLocating(true);
    const found = await readDevicePoint();
    setLocating(false);
    if (found) setPoint(found);
    else toast.error(t("form.locationFailed"));
  }

  function submit() {
    const data = {
      kind: values.kind,
      foundState: values.kind === "found" ? values.foundState || undefined : null,
      petId: values.kind === "lost" && values.petId ? values.petId : null,
      name: values.name,
      species: values.species || undefined,
      sex: values.sex || null,
      size: values.size || null,
      colours: values.colours,
      colourNotes: values.colourNotes,
      description: values.description,
      photos: values.photos,
      lastSeenAt: lastSeenAt ? new Date(lastSeenAt).toISOString() : undefined,
      placeId: values.place.placeId ?? undefined,
      point,
      neighbourhood: values.neighbourhood,
      rewardText: values.rewardText,
      phone: values.phone,
    };
    startTransition(async () => {
      const result = caseId ? await editLostCaseAction({ caseId, ...data }) : await reportLostCaseAction(data);
      if (!result.ok) {
        if (result.error.code === "validation") errors.show(splitActionError(result.error, fieldNames));
        else errors.show({ fields: {}, summary: result.error.message });
        return;
      }
      errors.clear();
      router.push(`/lost/${result.data.id}`);
    });
  }

  const isLost = values.kind === "lost";
  const unknown = { value: "" as const, label: t("form.unknown") };
  return (
    <form
      ref={formRef}
      noValidate
      className="flex flex-col gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Section>
        {caseId ? null : (
          <RadioChips
            legend={t("form.kind")}
            name="kind"
            value={values.kind}
            options={[
              { value: "lost", label: t("form.kindLost") },
              { value: "found", label: t("form.kindFound") },
            ]}
            onChange={(kind) => setValues((current) => ({ ...current, kind, petId: "" }))}
            error={error("kind")}
          />
        )}
        {isLost && !caseId && pets.length > 0 ? (
          <SelectField
            label={t("form.fromPet")}
            name="petId"
            value={values.petId}
            onChange={(event) => choosePet(event.target.value)}
            error={error("petId")}
          >
            <option value="">{t("form.otherPet")}</option>
            {pets.map((pet) => (
              <option key={pet.id} value={pet.id}>
                {pet.name}
              </option>
            ))}
          </SelectField>
        ) : null}
        {!isLost ? (
          <RadioChips
            legend={t("form.foundState")}
            name="foundState"
            value={values.foundState}
            options={foundStates.map((value) => ({ value, label: t(`foundState.${value}`) }))}
            onChange={(value) => set("foundState", value)}
            error={error("foundState")}
          />
        ) : null}
        <PetPhotosField
          folder="lost"
          legend={t("form.photos")}
          photos={values.photos}
          onChange={(update) => setValues((current) => ({ ...current, photos: update(current.photos) }))}
          onUploadingChange={setUploading}
          error={error("photos")}
        />
      </Section>

      <Section>
        <TextField
          label={t("form.name")}
          name="name"
          value={values.name}
          maxLength={LOST_LIMITS.nameMax}
          hint={isLost ? undefined : t("form.nameHint")}
          onChange={(event) => set("name", event.target.value)}
          error={error("name")}
          autoComplete="off"
        />
        <RadioChips
          legend={t("form.species")}
          name="species"
          value={values.species}
          columns="grid grid-cols-2 gap-2 sm:grid-cols-4"
          options={petSpeciesValues.map((value) => ({
            value,
            label: tPets(`species.${value}`),
            icon: <span aria-hidden>{speciesEmoji[value]}</span>,
          }))}
          onChange={(value) => set("species", value)}
          error={error("species")}
        />
        <RadioChips<PetGender | "">
          legend={t("form.sex")}
          name="sex"
          value={values.sex}
          options={[...petGenderValues.map((value) => ({ value, label: tPets(`gender.${value}`) })), unknown]}
          onChange={(value) => set("sex", value)}
          error={error("sex")}
        />
        <RadioChips<PetSize | "">
          legend={t("form.size")}
          name="size"
          value={values.size}
          options={[...petSizeValues.map((value) => ({ value, label: tPets(`size.${value}`) })), unknown]}
          onChange={(value) => set("size", value)}
          error={error("size")}
        />
        <CheckChips
          legend={t("form.colours")}
          name="colours"
          values={values.colours}
          options={lostColours.map((value) => ({ value, label: t(`colours.${value}`) }))}
          onToggle={(value) =>
            set(
              "colours",
              values.colours.includes(value)
                ? values.colours.filter((item) => item !== value)
                : [...values.colours, value],
            )
          }
          error={error("colours")}
        />
        <TextField
          label={t("form.colourNotes")}
          name="colourNotes"
          value={values.colourNotes}
          maxLength={LOST_LIMITS.colourNotesMax}
          placeholder={t("form.colourNotesPlaceholder")}
          onChange={(event) => set("colourNotes", event.target.value)}
          error={error("colourNotes")}
        />
        <TextAreaField
          label={t("form.description")}
          name="description"
          maxLength={LOST_LIMITS.descriptionMax}
          value={values.description}
          placeholder={t("form.descriptionPlaceholder")}
          onChange={(event) => set("description", event.target.value)}
          error={error("description")}
          count={`${values.description.length}/${LOST_LIMITS.descriptionMax}`}
          required
        />
      </Section>

      <Section>
        <TextField
          label={isLost ? t("form.lastSeenLost") : t("form.lastSeenFound")}
          name="lastSeenAt"
          type="datetime-local"
          value={lastSeenAt}
          onChange={(event) => set("lastSeenAt", event.target.value)}
          error={error("lastSeenAt")}
          required
        />
        <PlacePicker
          label={t("form.place")}
          value={values.place}
          maxLength={LOST_LIMITS.neighbourhoodMax}
          onChange={(place) => set("place", place)}
          error={error("placeId")}
        />
        <TextField
          label={t("form.neighbourhood")}
          name="neighbourhood"
          value={values.neighbourhood}
          maxLength={LOST_LIMITS.neighbourhoodMax}
          onChange={(event) => set("neighbourhood", event.target.value)}
          error={error("neighbourhood")}
        />
        {point ? (
          <p className="flex flex-wrap items-center gap-2 text-sm text-leaf-700" role="status">
            <Icon name="locate-fixed" className="h-4 w-4" />
            {t("form.locationAdded")}
            <button type="button" className="font-bold underline" onClick={() => setPoint(null)}>
              {t("form.removeLocation")}
            </button>
          </p>
        ) : (
          <Button variant="secondary" size="sm" className="self-start" onClick={locate} disabled={locating}>
            <Icon
              name={locating ? "loader-circle" : "locate-fixed"}
              className={locating ? "h-4 w-4 animate-spin" : "h-4 w-4"}
            />
            {t("form.useLocation")}
          </Button>
        )}
        {hasExactPoint && !point ? <p className="text-sm text-muted">{t("roundedNote")}</p> : null}
      </Section>

      <Section>
        <TextField
          label={t("form.reward")}
          name="rewardText"
          value={values.rewardText}
          maxLength={LOST_LIMITS.rewardMax}
          placeholder={t("form.rewardPlaceholder")}
          onChange={(event) => set("rewardText", event.target.value)}
          error={error("rewardText")}
        />
        <TextField
          label={t("form.phone")}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={values.phone}
          hint={t("form.phoneHint")}
          onChange={(event) => set("phone", event.target.value)}
          error={error("phone")}
        />
      </Section>

      {errors.summary ? <FormAlert>{tRoot(errors.summary)}</FormAlert> : null}
      <div className="sticky bottom-20 z-10 rounded-3xl bg-white/95 p-3 shadow-lg ring-1 ring-brand-100 backdrop-blur sm:bottom-4">
        <Button type="submit" size="lg" className="w-full" disabled={uploading || pending}>
          {pending ? <Icon name="loader-circle" className="h-5 w-5 animate-spin" /> : null}
          {uploading ? t("form.uploading") : pending ? t("form.saving") : caseId ? t("form.save") : t("form.submit")}
        </Button>
      </div>
    </form>
  );
}

function Section({ children }: { children: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-5 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-brand-100">
      {children}
    </section>
  );
}
