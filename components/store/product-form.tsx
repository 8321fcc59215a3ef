"use client";

import { useLocale, useTranslations } from "next-intl";
import { useRef, useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { TextAreaField } from "@/components/ui/text-area-field";
import { TextField } from "@/components/ui/text-field";
import { FormAlert } from "@/components/ui/form-alert";
import { splitActionError, useFormErrors } from "@/components/ui/form-errors";
import { toast } from "@/components/ui/toast";
import { useRouter } from "@/lib/i18n/navigation";
import { CATEGORY_SLUGS, type CategorySlug } from "@/lib/market/catalogue-params";
import { createProductAction, updateProductAction } from "@/lib/store/actions";
import { parsePriceInput, PRODUCT_LIMITS } from "@/lib/store/fields";
import { fieldErrors } from "@/lib/store/form-errors";
import { productSchema } from "@/lib/store/schemas";
import { FormSection } from "./form-parts";
import { ImagesField } from "./images-field";

export type ProductFormValues = {
  name: string;
  description: string;
  price: string;
  originalPrice: string;
  stock: string;
  category: CategorySlug | "";
  images: string[];
};

export const emptyProductValues: ProductFormValues = {
  name: "",
  description: "",
  price: "",
  originalPrice: "",
  stock: "1",
  category: "",
  images: [],
};

type Props = { productId?: string; initial?: ProductFormValues };

/** The fields the form shows, by the names the action's errors use. */
const shownFields: readonly string[] = [
  "images",
  "name",
  "description",
  "category",
  "priceCents",
  "originalPriceCents",
  "stockQuantity",
];

/** A product of the seller's store: up to 8 images, name, description, price and discount, stock, category. */
export function ProductForm({ productId, initial = emptyProductValues }: Props) {
  const t = useTranslations("storeManage.productForm");
  const tRoot = useTranslations();
  const locale = useLocale();
  const router = useRouter();
  const [values, setValues] = useState<ProductFormValues>(initial);
  const formRef = useRef<HTMLFormElement>(null);
  const errors = useFormErrors(formRef);
  const [uploading, setUploading] = useState(false);
  const [pending, startTransition] = useTransition();

  function set<K extends keyof ProductFormValues>(key: K, value: ProductFormValues[K]) {
    setValues((current) => ({ ...current, [key]: value }));
  }

  function payload() {
    const stock = values.stock.trim();
    return {
      name: values.name,
      description: values.description,
      // An unreadable price is sent as NaN, which the schema reports as an invalid price.
      priceCents: parsePriceInput(values.price) ?? Number.NaN,
      originalPriceCents:
        values.originalPrice.trim() === "" ? null : (parsePriceInput(values.originalPrice) ?? Number.NaN),
      stockQuantity: /^\d+$/.test(stock) ? Number(stock) : Number.NaN,
      category: values.category || null,
      images: values.images,
    };
  }

  function submit() {
    const data = payload();
    const local = fieldErrors(productSchema, data);
    if (local) {
      errors.show({ fields: local, summary: null });
      return;
    }
    startTransition(async () => {
      const result = productId ? await updateProductAction({ productId, ...data }) : await createProductAction(data);
      if (!result.ok) {
        // A mistake in a field is said under that field only; a refusal is a toast.
        if (result.error.code === "validation") errors.show(splitActionError(result.error, shownFields));
        else toast.error(t("saveError"), { description: tRoot(result.error.message) });
        return;
      }
      errors.clear();
      toast.success(productId ? t("updated") : t("created"));
      router.push("/store/manage/products");
      router.refresh();
    });
  }

  const error = (field: string) => {
    const key = errors.field(field);
    return key ? tRoot(key) : undefined;
  };
  const decimalHint = locale === "en" || locale === "zh" ? "12.50" : "12,50";

  return (
    <form
      ref={formRef}
      noValidate
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <FormSection title={t("sectionImages")}>
        <ImagesField
          label={t("images")}
          folder="products"
          max={PRODUCT_LIMITS.imagesMax}
          images={values.images}
          onChange={(update) => setValues((current) => ({ ...current, images: update(current.images) }))}
          onUploadingChange={setUploading}
          error={error("images")}
        />
      </FormSection>
      <FormSection title={t("sectionDetails")}>
        <TextField
          label={t("name")}
          name="name"
          value={values.name}
          maxLength={PRODUCT_LIMITS.nameMax}
          onChange={(e) => set("name", e.target.value)}
          error={error("name")}
          required
          autoComplete="off"
        />
        <TextAreaField
          label={t("description")}
          name="description"
          rows={5}
          value={values.description}
          maxLength={PRODUCT_LIMITS.descriptionMax}
          onChange={(e) => set("description", e.target.value)}
          error={error("description")}
          count={`${values.description.length}/${PRODUCT_LIMITS.descriptionMax}`}
        />
        <SelectField
          id="product-category"
          label={t("category")}
          name="category"
          value={values.category}
          onChange={(e) => set("category", e.target.value as CategorySlug | "")}
          error={error("category")}
        >
          <option value="">{t("noCategory")}</option>
          {CATEGORY_SLUGS.map((slug) => (
            <option key={slug} value={slug}>
              {tRoot(`market.categories.${slug}`)}
            </option>
          ))}
        </SelectField>
      </FormSection>
      <FormSection title={t("sectionPrice")}>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label={t("price")}
            name="price"
            inputMode="decimal"
            value={values.price}
            placeholder={decimalHint}
            onChange={(e) => set("price", e.target.value)}
            error={error("priceCents")}
            required
          />
          <TextField
            label={t("originalPrice")}
            name="originalPrice"
            inputMode="decimal"
            value={values.originalPrice}
            onChange={(e) => set("originalPrice", e.target.value)}
            error={error("originalPriceCents")}
            hint={t("originalPriceHint")}
          />
          <TextField
            label={t("stock")}
            name="stock"
            inputMode="numeric"
            value={values.stock}
            onChange={(e) => set("stock", e.target.value)}
            error={error("stockQuantity")}
            required
          />
        </div>
      </FormSection>
      {errors.summary ? <FormAlert>{tRoot(errors.summary)}</FormAlert> : null}
      <Button type="submit" size="lg" disabled={pending || uploading} className="w-full sm:w-auto sm:self-end">
        {pending ? t("saving") : productId ? t("save") : t("create")}
      </Button>
    </form>
  );
}
