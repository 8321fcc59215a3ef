"use client";
/* eslint-disable @next/next/no-img-element -- the uploaded photo is shown as it is served */

import { useTranslations } from "next-intl";
import { useRef, useState, useTransition } from "react";
import { Icon } from "@/components/icons/icon";
import { toastUploadFailure } from "@/components/media/upload-failure";
import { PlacePicker, type PlaceValue } from "@/components/places/place-picker";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { FormAlert } from "@/components/ui/form-alert";
import { splitActionError, useFormErrors } from "@/components/ui/form-errors";
import { TextAreaField } from "@/components/ui/text-area-field";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast";
import { useRouter } from "@/lib/i18n/navigation";
import { addSightingAction } from "@/lib/lost/actions";
import { LOST_LIMITS } from "@/lib/lost/fields";
import { uploadFile } from "@/lib/media/client-upload";
import { acceptAttribute, checkFiles } from "@/lib/media/limits";
import { CaseActionFace } from "./case-action-faces";
import { localDateTime, readDevicePoint, type DevicePoint } from "./device-point";

const fieldNames: readonly string[] = ["placeId", "point", "seenAt", "note", "photoUrl"];

/** "I saw it" (or, for the reporter, "Add an update"): where, when, what, and a photo if there is one. */
export function SightingForm({
  caseId,
  isOwner,
  startPlace,
}: {
  caseId: string;
  isOwner: boolean;
  startPlace: PlaceValue;
}) {
  const t = useTranslations("lost");
  const tRoot = useTranslations();
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const errors = useFormErrors(formRef);
  const [open, setOpen] = useState(false);
  const [place, setPlace] = useState<PlaceValue>(startPlace);
  const [seenAt, setSeenAt] = useState("");
  const [note, setNote] = useState("");
  const [photo, setPhoto] = useState<string | null>(null);
  const [point, setPoint] = useState<DevicePoint | null>(null);
  const [uploading, setUploading] = useState(false);
  const [pending, startTransition] = useTransition();
  const error = (field: string) => {
    const key = errors.field(field);
    return key ? tRoot(key) : undefined;
  };

  function openForm() {
    setSeenAt((current) => current || localDateTime(new Date()));
    setOpen(true);
  }

  async function pick(files: FileList | null) {
    const { accepted } = checkFiles([...(files ?? [])], "image");
    if (fileRef.current) fileRef.current.value = "";
    const file = accepted[0];
    if (!file) return;
    setUploading(true);
    try {
      setPhoto((await uploadFile(file, "lost")).url);
    } catch (failure) {
      toastUploadFailure(tRoot, failure);
    } finally {
      setUploading(false);
    }
  }

  async function locate() {
    const found = await readDevicePoint();
    if (found) setPoint(found);
    else toast.error(t("form.locationFailed"));
  }

  function send() {
    startTransition(async () => {
      const result = await addSightingAction({
        caseId,
        placeId: place.placeId ?? undefined,
        point,
        seenAt: seenAt ? new Date(seenAt).toISOString() : undefined,
        note,
        photoUrl: photo,
      });
      if (!result.ok) {
        if (result.error.code === "validation") errors.show(splitActionError(result.error, fieldNames));
        else errors.show({ fields: {}, summary: result.error.message });
        return;
      }
      errors.clear();
      setOpen(false);
      setNote("");
      setPhoto(null);
      toast.success(t("sighting.done"));
      router.refresh();
    });
  }

  return (
    <>
      <Button onClick={openForm} data-testid="lost-add-sighting">
        <CaseActionFace action={isOwner ? "update" : "sighting"} />
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={t("sighting.title")} closeLabel={t("cancel")}>
        <form
          ref={formRef}
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            send();
          }}
        >
          <PlacePicker
            label={t("sighting.place")}
            value={place}
            maxLength={LOST_LIMITS.neighbourhoodMax}
            onChange={setPlace}
            error={error("placeId")}
          />
          {point ? (
            <p className="text-sm text-leaf-700" role="status">
              {t("form.locationAdded")}
            </p>
          ) : (
            <Button variant="secondary" size="sm" className="self-start" onClick={locate}>
              <Icon name="locate-fixed" className="h-4 w-4" />
              {t("sighting.useLocation")}
            </Button>
          )}
          <TextField
            label={t("sighting.seenAt")}
            name="seenAt"
            type="datetime-local"
            value={seenAt}
            onChange={(event) => setSeenAt(event.target.value)}
            error={error("seenAt")}
            required
          />
          <TextAreaField
            label={t("sighting.note")}
            name="note"
            value={note}
            maxLength={LOST_LIMITS.noteMax}
            placeholder={t("sighting.notePlaceholder")}
            onChange={(event) => setNote(event.target.value)}
            error={error("note")}
            required
          />
          {photo ? (
            <div className="flex items-center gap-3">
              <img src={photo} alt="" width={64} height={64} className="h-16 w-16 rounded-xl object-cover" />
              <button type="button" className="text-sm font-bold underline" onClick={() => setPhoto(null)}>
                {t("sighting.removePhoto")}
              </button>
            </div>
          ) : (
            <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 self-start rounded-full px-4 text-sm font-bold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50">
              <Icon
                name={uploading ? "loader-circle" : "camera"}
                className={uploading ? "h-4 w-4 animate-spin" : "h-4 w-4"}
              />
              {t("sighting.photo")}
              <input
                ref={fileRef}
                type="file"
                accept={acceptAttribute.image}
                className="sr-only"
                onChange={(event) => pick(event.target.files)}
              />
            </label>
          )}
          {error("photoUrl") ? <p className="text-sm font-semibold text-red-700">{error("photoUrl")}</p> : null}
          {errors.summary ? <FormAlert>{tRoot(errors.summary)}</FormAlert> : null}
          <Button type="submit" disabled={pending || uploading}>
            {pending ? t("sighting.sending") : t("sighting.submit")}
          </Button>
        </form>
      </Dialog>
    </>
  );
}
