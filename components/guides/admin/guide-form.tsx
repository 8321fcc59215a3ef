"use client";

/* eslint-disable @next/next/no-img-element -- uploads are served as they are */
import { useTranslations } from "next-intl";
import { useLayoutEffect, useRef, useState, useTransition } from "react";
import { Icon } from "@/components/icons/icon";
import { ImagesField } from "@/components/store/images-field";
import { toastUploadFailure } from "@/components/media/upload-failure";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { splitActionError, useFormErrors } from "@/components/ui/form-errors";
import { SelectField } from "@/components/ui/select-field";
import { TextAreaField } from "@/components/ui/text-area-field";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast";
import {
  createGuideAction,
  deleteGuideAction,
  searchGuideProductsAction,
  searchGuidesAction,
  updateGuideAction,
} from "@/lib/guides/actions";
import {
  GUIDE_LANGUAGES,
  GUIDE_LIMITS,
  GUIDE_SPECIES,
  GUIDE_STATUSES,
  GUIDE_TOPICS,
  type GuideSpecies,
  type GuideStatus,
  type GuideTopic,
} from "@/lib/guides/fields";
import type { GuideChoice, ProductChoice } from "@/lib/guides/queries";
import { guideSchema } from "@/lib/guides/schemas";
import { slugify } from "@/lib/guides/slug";
import { useRouter } from "@/lib/i18n/navigation";
import { uploadFile } from "@/lib/media/client-upload";
import { acceptAttribute, checkFiles } from "@/lib/media/limits";
import { fieldErrors } from "@/lib/store/form-errors";
import { GuidePreview } from "./guide-preview";
import { SearchPicker } from "./search-picker";

export type GuideFormValues = {
  title: string;
  slug: string;
  language: string;
  species: GuideSpecies;
  topic: GuideTopic;
  status: GuideStatus;
  body: string;
  coverUrl: string | null;
  products: ProductChoice[];
  translationOf: GuideChoice | null;
};

/** The fields the form shows, by the names the action's errors use. */
const shownFields: readonly string[] = [
  "title",
  "slug",
  "language",
  "species",
  "topic",
  "status",
  "body",
  "coverUrl",
  "productIds",
  "translationOf",
];

type Props = { guideId?: string; initial: GuideFormValues };

/** A care guide: title and address, cover, Markdown text with pictures, language, species, topic, status, products, translation. */
export function GuideForm({ guideId, initial }: Props) {
  const t = useTranslations("admin.guides.form");
  const tRoot = useTranslations();
  const router = useRouter();
  const [values, setValues] = useState(initial);
  // The address follows the title until the editor types one (or the guide already has one: links point to it).
  const [slugTouched, setSlugTouched] = useState(Boolean(guideId));
  const formRef = useRef<HTMLFormElement>(null);
  const pictureRef = useRef<HTMLInputElement>(null);
  const errors = useFormErrors(formRef);
  const [uploading, setUploading] = useState(false);
  const [pending, startTransition] = useTransition();
  const [confirmDelete, setConfirmDelete] = useState(false);
  // A picture's description to select once its text is on screen (set before React writes the new value).
  // A layout effect: focus and selection are in place in the same commit as the text, before the browser
  // handles another key, so a first keystroke never lands outside the description (CI once lost one).
  const pendingSelection = useRef<[number, number] | null>(null);
  useLayoutEffect(() => {
    const range = pendingSelection.current;
    const area = formRef.current?.querySelector<HTMLTextAreaElement>('textarea[name="body"]');
    if (!range || !area) return;
    pendingSelection.current = null;
    area.focus();
    area.setSelectionRange(...range);
  }, [values.body]);

  function set<K extends keyof GuideFormValues>(key: K, value: GuideFormValues[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    errors.dismiss(key === "products" ? "productIds" : key);
  }

  function payload() {
    return {
      title: values.title,
      slug: values.slug,
      language: values.language,
      species: values.species,
      topic: values.topic,
      status: values.status,
      body: values.body,
      coverUrl: values.coverUrl,
      productIds: values.products.map((product) => product.id),
      translationOf: values.translationOf?.id ?? null,
    };
  }

  function submit() {
    const data = payload();
    const local = fieldErrors(guideSchema, data);
    if (local) {
      errors.show({ fields: local, summary: null });
      return;
    }
    startTransition(async () => {
      const result = guideId ? await updateGuideAction({ ...data, id: guideId }) : await createGuideAction(data);
      if (!result.ok) {
        if (result.error.code === "validation") errors.show(splitActionError(result.error, shownFields));
        else toast.error(t("saveError"), { description: tRoot(result.error.message) });
        return;
      }
      errors.clear();
      // Saving a guide that was published already updates it; only the first publication publishes (issue 48 item 14).
      toast.success(
        values.status !== "published"
          ? t("savedDraft")
          : guideId && initial.status === "published"
            ? t("updated")
            : t("published"),
      );
      router.push("/admin/guides");
      router.refresh();
    });
  }

  function remove() {
    if (!guideId) return;
    startTransition(async () => {
      const result = await deleteGuideAction({ id: guideId });
      if (!result.ok) {
        toast.error(tRoot(result.error.message));
        return;
      }
      toast.success(t("deleted"));
      router.push("/admin/guides");
      router.refresh();
    });
  }

  /** Uploads a picture and writes it into the text where the cursor is, its description selected to be typed over. */
  async function insertPicture(files: FileList | null) {
    const { accepted, rejected } = checkFiles([...(files ?? [])].slice(0, 1), "image");
    if (pictureRef.current) pictureRef.current.value = "";
    if (rejected.length > 0) toast.error(tRoot("media.errors.someInvalid"));
    const file = accepted[0];
    if (!file) return;
    setUploading(true);
    try {
      const media = await uploadFile(file, "guides");
      const alt = t("pictureAlt");
      const area = formRef.current?.querySelector<HTMLTextAreaElement>('textarea[name="body"]');
      // Read when the upload is done: the editor may have typed meanwhile.
      const body = area?.value ?? values.body;
      const at = area?.selectionStart ?? body.length;
      const before = body.slice(0, at);
      const snippet = `${before && !before.endsWith("\n\n") ? (before.endsWith("\n") ? "\n" : "\n\n") : ""}![${alt}](${media.url})\n\n`;
      const start = before.length + snippet.indexOf("[") + 1;
      pendingSelection.current = [start, start + alt.length];
      set("body", `${before}${snippet}${body.slice(at)}`);
    } catch (failure) {
      toastUploadFailure(tRoot, failure);
    } finally {
      setUploading(false);
    }
  }

  const error = (field: string) => {
    const key = errors.field(field);
    return key ? tRoot(key) : undefined;
  };

  return (
    <form
      ref={formRef}
      noValidate
      className="flex max-w-3xl flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <TextField
        label={t("title")}
        name="title"
        value={values.title}
        maxLength={GUIDE_LIMITS.titleMax}
        required
        autoComplete="off"
        error={error("title")}
        onChange={(event) => {
          const title = event.target.value;
          setValues((current) => ({
            ...current,
            title,
            slug: slugTouched ? current.slug : slugify(title, GUIDE_LIMITS.slugMax),
          }));
          errors.dismiss("title");
        }}
      />
      <TextField
        label={t("slug")}
        name="slug"
        value={values.slug}
        maxLength={GUIDE_LIMITS.slugMax}
        autoComplete="off"
        hint={t("slugHint", { path: `/guides/${values.slug || "…"}` })}
        error={error("slug")}
        onChange={(event) => {
          setSlugTouched(true);
          set("slug", event.target.value);
        }}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id="guide-language"
          label={t("language")}
          name="language"
          value={values.language}
          error={error("language")}
          onChange={(event) => set("language", event.target.value)}
        >
          {GUIDE_LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {tRoot(`language.${code}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="guide-status"
          label={t("status")}
          name="status"
          value={values.status}
          error={error("status")}
          onChange={(event) => set("status", event.target.value as GuideStatus)}
        >
          {GUIDE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`statuses.${status}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="guide-species"
          label={t("species")}
          name="species"
          value={values.species}
          error={error("species")}
          onChange={(event) => set("species", event.target.value as GuideSpecies)}
        >
          {GUIDE_SPECIES.map((species) => (
            <option key={species} value={species}>
              {tRoot(`guides.species.${species}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="guide-topic"
          label={t("topic")}
          name="topic"
          value={values.topic}
          error={error("topic")}
          onChange={(event) => set("topic", event.target.value as GuideTopic)}
        >
          {GUIDE_TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {tRoot(`guides.topics.${topic}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <ImagesField
        label={t("cover")}
        folder="guides"
        max={1}
        wide
        images={values.coverUrl ? [values.coverUrl] : []}
        onChange={(update) => set("coverUrl", update(values.coverUrl ? [values.coverUrl] : [])[0] ?? null)}
        onUploadingChange={setUploading}
        error={error("coverUrl")}
      />
      <div className="flex flex-col gap-2">
        <TextAreaField
          label={t("body")}
          name="body"
          rows={18}
          value={values.body}
          maxLength={GUIDE_LIMITS.bodyMax}
          hint={t("bodyHint")}
          error={error("body")}
          count={`${values.body.length}/${GUIDE_LIMITS.bodyMax}`}
          onChange={(event) => set("body", event.target.value)}
        />
        <label className="inline-flex w-fit cursor-pointer items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-bold text-brand-700 ring-1 ring-brand-200 focus-within:ring-4 focus-within:ring-brand-100 hover:bg-brand-50">
          <Icon name="image-plus" className="h-4 w-4" />
          {t("insertPicture")}
          <input
            ref={pictureRef}
            type="file"
            accept={acceptAttribute.image}
            className="sr-only"
            disabled={uploading}
            onChange={(event) => void insertPicture(event.target.files)}
          />
        </label>
        <GuidePreview body={values.body} language={values.language} />
      </div>
      <section className="flex flex-col gap-3 rounded-3xl bg-white p-4 ring-1 ring-brand-100">
        <SearchPicker<ProductChoice>
          label={t("products")}
          hint={t("productsHint", { max: GUIDE_LIMITS.productsMax })}
          search={searchGuideProductsAction}
          chosen={values.products.map((product) => product.id)}
          open={values.products.length < GUIDE_LIMITS.productsMax}
          onPick={(product) => set("products", [...values.products, product])}
          error={error("productIds")}
          render={(product) => (
            <span className="flex items-center gap-2 text-sm">
              {product.image ? (
                <img src={product.image} alt="" width={32} height={32} className="h-8 w-8 rounded-lg object-cover" />
              ) : null}
              <span className="truncate font-semibold">{product.name}</span>
              <span className="truncate text-muted">· {product.storeName}</span>
            </span>
          )}
        >
          {values.products.length > 0 ? (
            <ol className="flex flex-col gap-2" aria-label={t("chosenProducts")}>
              {values.products.map((product, index) => (
                <li key={product.id} className="flex items-center gap-2">
                  {product.image ? (
                    <img
                      src={product.image}
                      alt=""
                      width={40}
                      height={40}
                      className="h-10 w-10 rounded-xl object-cover"
                    />
                  ) : (
                    <span className="h-10 w-10 rounded-xl bg-brand-50" />
                  )}
                  <span className="min-w-0 flex-1 truncate text-sm font-semibold">
                    {product.name} <span className="font-normal text-muted">· {product.storeName}</span>
                  </span>
                  <Button
                    size="icon"
                    variant="ghost"
                    disabled={index === 0}
                    aria-label={t("moveUp", { name: product.name })}
                    onClick={() => set("products", move(values.products, index, -1))}
                  >
                    <Icon name="chevron-left" className="h-4 w-4 rotate-90" />
                  </Button>
                  <Button
                    size="icon"
                    variant="ghost"
                    disabled={index === values.products.length - 1}
                    aria-label={t("moveDown", { name: product.name })}
                    onClick={() => set("products", move(values.products, index, 1))}
                  >
                    <Icon name="chevron-right" className="h-4 w-4 rotate-90" />
                  </Button>
                  <Button
                    size="icon"
                    variant="ghost"
                    aria-label={t("removeProduct", { name: product.name })}
                    onClick={() =>
                      set(
                        "products",
                        values.products.filter((item) => item.id !== product.id),
                      )
                    }
                  >
                    <Icon name="x" className="h-4 w-4" />
                  </Button>
                </li>
              ))}
            </ol>
          ) : null}
        </SearchPicker>
      </section>
      <section className="flex flex-col gap-3 rounded-3xl bg-white p-4 ring-1 ring-brand-100">
        {values.translationOf ? (
          <p className="flex items-center gap-2 text-sm">
            <Icon name="languages" className="h-4 w-4 text-brand-600" />
            <span className="min-w-0 flex-1">
              {t("translationOfChosen", {
                title: values.translationOf.title,
                language: tRoot(`language.${values.translationOf.language}`),
              })}
            </span>
            <Button size="sm" variant="ghost" onClick={() => set("translationOf", null)}>
              {t("unlink")}
            </Button>
          </p>
        ) : null}
        <SearchPicker<GuideChoice>
          label={t("translationOf")}
          hint={t("translationOfHint")}
          search={searchGuidesAction}
          chosen={guideId ? [guideId] : []}
          open={values.translationOf === null}
          onPick={(guide) => set("translationOf", guide)}
          error={error("translationOf")}
          render={(guide) => (
            <span className="text-sm">
              <span className="font-semibold">{guide.title}</span>{" "}
              <span className="text-muted">· {tRoot(`language.${guide.language}`)}</span>
            </span>
          )}
        />
      </section>
      {errors.summary ? <FormAlert>{tRoot(errors.summary)}</FormAlert> : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        {guideId ? (
          confirmDelete ? (
            <span className="flex flex-wrap items-center gap-2">
              <span className="text-sm font-semibold">{t("deleteConfirm")}</span>
              <Button variant="danger" size="sm" onClick={remove} disabled={pending}>
                {t("deleteYes")}
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setConfirmDelete(false)}>
                {t("deleteNo")}
              </Button>
            </span>
          ) : (
            <Button variant="ghost" onClick={() => setConfirmDelete(true)}>
              <Icon name="trash" className="h-4 w-4" />
              {t("delete")}
            </Button>
          )
        ) : (
          <span />
        )}
        <Button type="submit" size="lg" disabled={pending || uploading}>
          {pending ? t("saving") : values.status === "published" ? t("savePublished") : t("saveDraft")}
        </Button>
      </div>
    </form>
  );
}

function move<T>(list: T[], index: number, by: -1 | 1): T[] {
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(index + by, 0, item!);
  return next;
}
