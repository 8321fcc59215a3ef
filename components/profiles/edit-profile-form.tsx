"use client";

import { useTranslations } from "next-intl";
import { useRef, useState, useTransition, type FormEvent } from "react";
import { toastUploadFailure } from "@/components/media/upload-failure";
import { FormAlert } from "@/components/ui/form-alert";
import { splitActionError, useFormErrors } from "@/components/ui/form-errors";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { PlacePicker } from "@/components/places/place-picker";
import { buttonClasses } from "@/components/ui/button-styles";
import { TextAreaField } from "@/components/ui/text-area-field";
import { TextField } from "@/components/ui/text-field";
import { uploadFile } from "@/lib/media/client-upload";
import { acceptAttribute, checkFiles } from "@/lib/media/limits";
import { Link, useRouter } from "@/lib/i18n/navigation";
import { updateProfileAction } from "@/lib/profiles/actions";
import { PROFILE_LIMITS } from "@/lib/profiles/limits";
import { UserAvatar } from "@/components/ui/user-avatar";
import { Icon } from "@/components/icons/icon";

type Props = {
  initial: {
    fullName: string;
    username: string;
    bio: string | null;
    location: string | null;
    placeId: number | null;
    avatarUrl: string | null;
  };
};

/** The owner's profile form: avatar (uploaded first, with progress), full name, bio and location. */
export function EditProfileForm({ initial }: Props) {
  const t = useTranslations();
  const router = useRouter();
  const fileInput = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState({
    fullName: initial.fullName,
    bio: initial.bio ?? "",
    location: initial.location ?? "",
    placeId: initial.placeId,
  });
  const [avatarUrl, setAvatarUrl] = useState(initial.avatarUrl);
  const [progress, setProgress] = useState<number | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const formErrors = useFormErrors(formRef);
  const errors = formErrors.fields;
  const [pending, startTransition] = useTransition();

  async function pickAvatar(files: FileList | null) {
    const { accepted, rejected } = checkFiles(Array.from(files ?? []).slice(0, 1), "image");
    if (fileInput.current) fileInput.current.value = "";
    if (rejected.length > 0 || accepted.length === 0) {
      if (rejected.length > 0) toast.error(t("profile.errors.invalidFiles"));
      return;
    }
    setProgress(0);
    try {
      const uploaded = await uploadFile(accepted[0]!, "profiles", setProgress);
      setAvatarUrl(uploaded.url);
      // docs/product-spec.md §8: a standalone upload confirms itself.
      toast.success(t("media.success.uploaded"));
    } catch (error) {
      toastUploadFailure(t, error);
    } finally {
      setProgress(null);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    // The server's schema is the one authority; its field errors come back as message keys.
    const input = { ...values, avatarUrl };
    startTransition(async () => {
      const result = await updateProfileAction(input);
      if (!result.ok) {
        // A mistake in a field is said under that field only; a refusal is a toast.
        if (result.error.code === "validation")
          formErrors.show(splitActionError(result.error, ["fullName", "bio", "location", "placeId"]));
        else toast.error(t("profile.errors.saveFailed"), { description: t(result.error.message) });
        return;
      }
      toast.success(t("profile.edit.saved"));
      router.push("/profile");
      router.refresh();
    });
  }

  const uploading = progress !== null;
  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-5 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-brand-100 sm:p-7"
    >
      <div className="flex items-center gap-4">
        <UserAvatar
          url={avatarUrl}
          name={values.fullName || initial.username}
          size={88}
          alt={t("profile.edit.avatar")}
        />
        <div className="flex flex-col gap-2">
          <input
            ref={fileInput}
            id="avatar"
            type="file"
            accept={acceptAttribute.image}
            className="sr-only"
            onChange={(event) => pickAvatar(event.target.files)}
          />
          <label
            htmlFor="avatar"
            aria-disabled={uploading}
            className={buttonClasses(
              "secondary",
              "sm",
              `cursor-pointer ${uploading ? "pointer-events-none opacity-60" : ""}`,
            )}
          >
            <Icon name="camera" className="h-4 w-4" />
            {t("profile.edit.changeAvatar")}
          </label>
          {avatarUrl && !uploading ? (
            <button
              type="button"
              onClick={() => setAvatarUrl(null)}
              className="inline-flex items-center gap-1 text-sm font-bold text-muted hover:text-red-700"
            >
              <Icon name="trash" className="h-4 w-4" />
              {t("profile.edit.removeAvatar")}
            </button>
          ) : null}
          {uploading ? (
            <div role="status" className="w-40">
              <p className="text-xs font-bold text-brand-700">
                {t("profile.edit.uploading", { percent: Math.round((progress ?? 0) * 100) })}
              </p>
              <div className="mt-1 h-1.5 overflow-hidden rounded-full bg-brand-100">
                <div
                  className="h-full rounded-full bg-brand-500 transition-all"
                  style={{ width: `${Math.round((progress ?? 0) * 100)}%` }}
                />
              </div>
            </div>
          ) : (
            <p className="text-xs text-muted">{t("profile.edit.avatarHint")}</p>
          )}
        </div>
      </div>

      <TextField
        label={t("profile.edit.fullName")}
        name="fullName"
        value={values.fullName}
        maxLength={PROFILE_LIMITS.fullName}
        autoComplete="name"
        onChange={(event) => setValues({ ...values, fullName: event.target.value })}
        error={errors.fullName ? t(errors.fullName) : undefined}
      />
      <TextField
        label={t("profile.edit.username")}
        name="username"
        value={`@${initial.username}`}
        readOnly
        disabled
        hint={t("profile.edit.usernameFixed")}
      />

      <TextAreaField
        label={t("profile.edit.bio")}
        name="bio"
        value={values.bio}
        maxLength={PROFILE_LIMITS.bio}
        placeholder={t("profile.edit.bioPlaceholder")}
        onChange={(event) => setValues({ ...values, bio: event.target.value })}
        error={errors.bio ? t(errors.bio) : undefined}
        count={t("profile.edit.characters", { count: values.bio.length, max: PROFILE_LIMITS.bio })}
      />

      <PlacePicker
        label={t("profile.edit.location")}
        value={{ text: values.location, placeId: values.placeId }}
        maxLength={PROFILE_LIMITS.location}
        onChange={(place) => setValues({ ...values, location: place.text, placeId: place.placeId })}
        error={errors.location ? t(errors.location) : errors.placeId ? t(errors.placeId) : undefined}
      />

      {formErrors.summary ? <FormAlert>{t(formErrors.summary)}</FormAlert> : null}
      <div className="flex justify-end gap-2">
        <Link href="/profile" className={buttonClasses("ghost", "md")}>
          {t("profile.edit.cancel")}
        </Link>
        <Button type="submit" disabled={pending || uploading}>
          {pending ? t("profile.edit.saving") : t("profile.edit.save")}
        </Button>
      </div>
    </form>
  );
}
