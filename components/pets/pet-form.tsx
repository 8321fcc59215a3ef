"use client";

import { useTranslations } from "next-intl";
import { useRef, useState, useTransition } from "react";
import { FormAlert } from "@/components/ui/form-alert";
import { splitActionError, useFormErrors } from "@/components/ui/form-errors";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { TextAreaField } from "@/components/ui/text-area-field";
import { TextField } from "@/components/ui/text-field";
import { Link, useRouter } from "@/lib/i18n/navigation";
import { createPetAction, updatePetAction } from "@/lib/pets/actions";
import { breedsBySpecies, petActivities, type PetActivity, type Species } from "@/lib/pets/breeds";
import {
  hasBreedChoice,
  lookingForValues,
  PET_LIMITS,
  petGenderValues,
  petSizeValues,
  petSpeciesValues,
  type LookingFor,
  type PetGender,
  type PetSize,
} from "@/lib/pets/fields";
import { CheckChips, RadioChips } from "./choice-chips";
import { InterestsField } from "./interests-field";
import { breedName } from "./pet-labels";
import { PlacePicker } from "@/components/places/place-picker";
import { PetPhotosField } from "./pet-photos-field";
import { speciesEmoji } from "./species-emoji";
import { Icon } from "@/components/icons/icon";

export type PetFormValues = {
  name: string;
  age: string;
  species: Species | "";
  breed: string;
  isMixedBreed: boolean;
  gender: PetGender | "";
  size: PetSize | "";
  likes: PetActivity[];
  dislikes: PetActivity[];
  interests: string[];
  lookingFor: LookingFor[];
  description: string;
  location: string;
  placeId: number | null;
  photos: string[];
};

/** The fields the form shows, by the names the action's errors use. */
const petFieldNames: readonly string[] = [
  "name",
  "age",
  "species",
  "breed",
  "isMixedBreed",
  "gender",
  "size",
  "likes",
  "dislikes",
  "interests",
  "lookingFor",
  "description",
  "location",
  "placeId",
  "photos",
];

const emptyValues: PetFormValues = {
  name: "",
  age: "",
  species: "",
  breed: "",
  isMixedBreed: false,
  gender: "",
  size: "",
  likes: [],
  dislikes: [],
  interests: [],
  lookingFor: [],
  description: "",
  location: "",
  placeId: null,
  photos: [],
};

type Props = { petId?: string; initial?: PetFormValues };

/** docs/product-spec.md §5 Pet form: register or edit a pet, every field of §3. */
export function PetForm({ petId, initial = emptyValues }: Props) {
  const t = useTranslations("pets");
  const tRoot = useTranslations();
  const router = useRouter();
  const [values, setValues] = useState<PetFormValues>(initial);
  const formRef = useRef<HTMLFormElement>(null);
  const errors = useFormErrors(formRef);
  const [uploading, setUploading] = useState(false);
  const [pending, startTransition] = useTransition();

  function set<K extends keyof PetFormValues>(key: K, value: PetFormValues[K]) {
    setValues((current) => ({ ...current, [key]: value }));
  }

  /** A like cannot also be a dislike: choosing one side takes the activity off the other. */
  function toggleActivity(side: "likes" | "dislikes", activity: PetActivity) {
    const other = side === "likes" ? "dislikes" : "likes";
    setValues((current) =>
      current[side].includes(activity)
        ? { ...current, [side]: current[side].filter((item) => item !== activity) }
        : {
            ...current,
            [side]: [...current[side], activity],
            [other]: current[other].filter((item) => item !== activity),
          },
    );
  }

  function payload() {
    return {
      ...values,
      age: values.age.trim() === "" ? undefined : Number(values.age),
      species: values.species || undefined,
      gender: values.gender || undefined,
      size: values.size || undefined,
      breed: values.breed || null,
    };
  }

  function submit() {
    const data = payload();
    startTransition(async () => {
      const result = petId ? await updatePetAction({ petId, ...data }) : await createPetAction(data);
      if (!result.ok) {
        // A mistake in a field is said under that field only; a refusal (not found, banned) is a toast.
        if (result.error.code === "validation") errors.show(splitActionError(result.error, petFieldNames));
        else toast.error(t("form.saveError"), { description: tRoot(result.error.message) });
        return;
      }
      errors.clear();
      toast.success(petId ? t("form.updated") : t("form.created"));
      // The action's revalidatePath already dropped the router's cached pages, so this one navigation
      // renders the fresh list; a refresh after it rendered /pets a second time.
      router.push("/pets");
    });
  }

  const error = (field: string) => {
    const key = errors.field(field);
    return key ? tRoot(key) : undefined;
  };
  const species = values.species;
  const breeds = species ? breedsBySpecies[species] : [];
  const activityOptions = petActivities.map((value) => ({ value, label: t(`activities.${value}`) }));

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
      <Section title={t("form.sectionPhotos")}>
        <PetPhotosField
          photos={values.photos}
          onChange={(update) => setValues((current) => ({ ...current, photos: update(current.photos) }))}
          onUploadingChange={setUploading}
          error={error("photos")}
        />
      </Section>

      <Section title={t("form.sectionBasics")}>
        <TextField
          label={t("form.name")}
          name="name"
          value={values.name}
          maxLength={PET_LIMITS.nameMax}
          placeholder={t("form.namePlaceholder")}
          onChange={(event) => set("name", event.target.value)}
          error={error("name")}
          autoComplete="off"
          required
        />
        <TextField
          label={t("form.age")}
          name="age"
          type="number"
          inputMode="numeric"
          min={PET_LIMITS.ageMin}
          max={PET_LIMITS.ageMax}
          value={values.age}
          hint={t("form.ageHint", { max: PET_LIMITS.ageMax })}
          onChange={(event) => set("age", event.target.value)}
          error={error("age")}
          required
        />
        <RadioChips
          legend={t("form.species")}
          name="species"
          value={species}
          columns="grid grid-cols-2 gap-2 sm:grid-cols-4"
          options={petSpeciesValues.map((value) => ({
            value,
            label: t(`species.${value}`),
            icon: <span aria-hidden>{speciesEmoji[value]}</span>,
          }))}
          // docs/product-spec.md §5: another species has other breeds, so the breed and the mixed flag start over.
          onChange={(value) => setValues((current) => ({ ...current, species: value, breed: "", isMixedBreed: false }))}
          error={error("species")}
        />
        {species && species !== "other" ? (
          <div className="flex flex-col gap-3">
            <label className="inline-flex min-h-11 cursor-pointer items-center gap-3 font-bold">
              <input
                type="checkbox"
                checked={values.isMixedBreed}
                onChange={(event) =>
                  setValues((current) => ({
                    ...current,
                    isMixedBreed: event.target.checked,
                    breed: event.target.checked ? "" : current.breed,
                  }))
                }
                className="h-5 w-5 accent-brand-500"
              />
              {t("form.mixedBreed")}
            </label>
            {hasBreedChoice(species, values.isMixedBreed) ? (
              <SelectField
                label={t("form.breed")}
                name="breed"
                value={values.breed}
                onChange={(event) => set("breed", event.target.value)}
                error={error("breed")}
              >
                <option value="">{t("form.breedPlaceholder")}</option>
                {breeds.map((breed) => (
                  <option key={breed} value={breed}>
                    {breedName(breed, t)}
                  </option>
                ))}
              </SelectField>
            ) : null}
          </div>
        ) : null}
        <RadioChips
          legend={t("form.gender")}
          name="gender"
          value={values.gender}
          options={petGenderValues.map((value) => ({ value, label: t(`gender.${value}`) }))}
          onChange={(value) => set("gender", value)}
          error={error("gender")}
        />
        <RadioChips
          legend={t("form.size")}
          name="size"
          value={values.size}
          options={petSizeValues.map((value) => ({ value, label: t(`size.${value}`) }))}
          onChange={(value) => set("size", value)}
          error={error("size")}
        />
      </Section>

      <Section title={t("form.sectionPersonality")}>
        <CheckChips
          legend={t("form.likes")}
          name="likes"
          hint={t("form.likesHint")}
          values={values.likes}
          options={activityOptions}
          onToggle={(value) => toggleActivity("likes", value)}
          error={error("likes")}
        />
        <CheckChips
          legend={t("form.dislikes")}
          name="dislikes"
          hint={t("form.dislikesHint")}
          values={values.dislikes}
          options={activityOptions}
          onToggle={(value) => toggleActivity("dislikes", value)}
          error={error("dislikes")}
        />
        <InterestsField
          values={values.interests}
          onChange={(interests) => set("interests", interests)}
          error={error("interests")}
        />
        <CheckChips
          legend={t("form.lookingFor")}
          name="lookingFor"
          values={values.lookingFor}
          options={lookingForValues.map((value) => ({ value, label: t(`lookingFor.${value}`) }))}
          onToggle={(value) =>
            set(
              "lookingFor",
              values.lookingFor.includes(value)
                ? values.lookingFor.filter((item) => item !== value)
                : [...values.lookingFor, value],
            )
          }
          error={error("lookingFor")}
        />
      </Section>

      <Section title={t("form.sectionAbout")}>
        <TextAreaField
          label={t("form.description")}
          name="description"
          maxLength={PET_LIMITS.descriptionMax}
          value={values.description}
          placeholder={t("form.descriptionPlaceholder")}
          onChange={(event) => set("description", event.target.value)}
          error={error("description")}
          count={`${values.description.length}/${PET_LIMITS.descriptionMax}`}
        />
        <PlacePicker
          label={t("form.location")}
          value={{ text: values.location, placeId: values.placeId }}
          maxLength={PET_LIMITS.locationMax}
          onChange={(place) => setValues((current) => ({ ...current, location: place.text, placeId: place.placeId }))}
          error={error("location") ?? error("placeId")}
        />
      </Section>

      {errors.summary ? <FormAlert>{tRoot(errors.summary)}</FormAlert> : null}
      <div className="sticky bottom-20 z-10 flex gap-3 rounded-3xl bg-white/95 p-3 shadow-lg ring-1 ring-brand-100 backdrop-blur sm:bottom-4">
        <Link
          href="/pets"
          className="inline-flex h-12 flex-1 items-center justify-center rounded-full font-bold text-ink ring-1 ring-brand-200 hover:bg-brand-50"
        >
          {t("form.cancel")}
        </Link>
        <Button type="submit" size="lg" className="flex-[2]" disabled={uploading || pending}>
          {pending ? <Icon name="loader-circle" className="h-5 w-5 animate-spin" /> : null}
          {uploading ? t("form.waitUploads") : petId ? t("form.saveChanges") : t("form.save")}
        </Button>
      </div>
    </form>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-5 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-brand-100">
      <h2 className="text-lg font-black text-ink">{title}</h2>
      {children}
    </section>
  );
}
