"use client";

import { Icon } from "@/components/icons/icon";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, useTransition } from "react";
import { FormAlert } from "@/components/ui/form-alert";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { toastUploadFailure } from "@/components/media/upload-failure";
import { Link } from "@/lib/i18n/navigation";
import { uploadFile } from "@/lib/media/client-upload";
import { acceptAttribute, checkFiles } from "@/lib/media/limits";
import { createPostAction, listPostablePetsAction } from "@/lib/posts/actions";
import { IMAGE_ALT_MAX_LENGTH, LOCATION_MAX_LENGTH, POST_MAX_LENGTH, POST_MAX_PHOTOS } from "@/lib/posts/limits";
import { ComposePhotos, type ComposePhoto } from "./compose-photos";
import { useMentions } from "./use-mentions";

type Pet = { id: string; name: string };
type UploadedVideo = {
  url: string;
  previewUrl: string;
  size: { width: number; height: number } | null;
  /** A video's poster: a frame drawn here and uploaded as an image (null if the browser could not). */
  posterUrl: string | null;
};

/** The longer side of a poster frame, like the photos the server keeps. */
const POSTER_MAX_SIDE = 1080;

/**
 * A frame of the video (a tenth of a second in, past a black first frame) drawn on a canvas: the poster
 * the feed shows before the video plays. Null when the browser cannot decode it (then no poster).
 */
function posterFrame(url: string): Promise<Blob | null> {
  return new Promise((resolve) => {
    const video = document.createElement("video");
    video.muted = true;
    video.playsInline = true;
    video.preload = "auto";
    video.onloadeddata = () => {
      video.currentTime = Math.min(0.1, (video.duration || 1) / 2);
    };
    video.onseeked = () => {
      const scale = Math.min(1, POSTER_MAX_SIDE / Math.max(video.videoWidth, video.videoHeight, 1));
      const canvas = document.createElement("canvas");
      canvas.width = Math.max(1, Math.round(video.videoWidth * scale));
      canvas.height = Math.max(1, Math.round(video.videoHeight * scale));
      canvas.getContext("2d")?.drawImage(video, 0, 0, canvas.width, canvas.height);
      canvas.toBlob((blob) => resolve(blob), "image/webp", 0.85);
    };
    video.onerror = () => resolve(null);
    setTimeout(() => resolve(null), 5000);
    video.src = url;
  });
}

/** Uploads the video's poster frame; a failure only means no poster. */
async function uploadPoster(previewUrl: string): Promise<string | null> {
  const frame = await posterFrame(previewUrl);
  if (!frame) return null;
  const extension = frame.type === "image/webp" ? "webp" : "png";
  const uploaded = await uploadFile(new File([frame], `poster.${extension}`, { type: frame.type }), "posts").catch(
    () => null,
  );
  return uploaded?.url ?? null;
}

/** A video's own size, read by the browser from the file (the server stores videos as sent). */
function videoSize(url: string): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const video = document.createElement("video");
    video.preload = "metadata";
    video.muted = true;
    video.onloadedmetadata = () =>
      resolve(
        video.videoWidth > 0 && video.videoHeight > 0 ? { width: video.videoWidth, height: video.videoHeight } : null,
      );
    video.onerror = () => resolve(null);
    video.src = url;
  });
}

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  limits: { imageMb: number; videoMb: number };
  /** Puts the new post on the list (the home feed reloads its first page). */
  onPublished: () => void;
};

/**
 * docs/product-spec.md §2 Create-post dialog: text, optional pet (the user's real active pets), optional location, up to
 * 10 photos in an order the author sets (issue 26) or one video (picking photos clears a chosen video and
 * vice versa), uploaded at once with a progress bar; publish waits for text or media and for the upload.
 * Loaded on the first click of the composer (`CreatePostDialog`), then kept mounted, so a closed dialog keeps its draft.
 */
export function CreatePostForm({ open, onOpenChange: setOpen, limits, onPublished }: Props) {
  const t = useTranslations("feed.compose");
  const tRoot = useTranslations();
  // Read when the dialog first opens (null until then): the feed's render does not pay for the picker.
  const [pets, setPets] = useState<Pet[] | null>(null);
  const [content, setContent] = useState("");
  const contentField = useRef<HTMLTextAreaElement>(null);
  const mentions = useMentions(contentField, content, setContent, t("mentionSuggestions"));
  const [petId, setPetId] = useState("");
  const [location, setLocation] = useState("");
  const [imageAlt, setImageAlt] = useState("");
  const [video, setVideo] = useState<UploadedVideo | null>(null);
  const [photos, setPhotos] = useState<ComposePhoto[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [publishing, startPublishing] = useTransition();
  // What was wrong with the post (a validation error): said once, beside the button, not as a toast.
  const [problem, setProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const uploading = progress !== null;
  const canPublish = (content.trim().length > 0 || video !== null || photos.length > 0) && !uploading && !publishing;

  useEffect(() => {
    if (!open || pets !== null) return;
    let live = true;
    void listPostablePetsAction().then((result) => {
      if (live) setPets(result.ok ? result.data : []);
    });
    return () => {
      live = false;
    };
  }, [open, pets]);

  // Local previews hold memory until revoked: a video's when it is replaced, photos' when they leave the list.
  useEffect(() => () => (video ? URL.revokeObjectURL(video.previewUrl) : undefined), [video]);
  const shownPreviews = useRef(new Set<string>());
  useEffect(() => {
    const kept = new Set(photos.map((photo) => photo.previewUrl));
    for (const url of shownPreviews.current) if (!kept.has(url)) URL.revokeObjectURL(url);
    shownPreviews.current = kept;
  }, [photos]);

  function reset() {
    setContent("");
    setPetId("");
    setLocation("");
    setImageAlt("");
    setVideo(null);
    setPhotos([]);
    setProgress(null);
  }

  async function pick(files: File[]) {
    if (fileInput.current) fileInput.current.value = "";
    if (files.length === 0) return;
    const { accepted, rejected } = checkFiles(files, "image-or-video");
    if (rejected.length > 0 || accepted.length === 0) {
      window.alert(tRoot("media.errors.someInvalid"));
      return;
    }
    const isVideo = (file: File) => file.type.startsWith("video/");
    // A video is a post's only medium: picking one replaces the photos; picking photos replaces a video.
    if (isVideo(accepted[0]!)) return pickVideo(accepted[0]!);
    const images = accepted.filter((file) => !isVideo(file));
    const room = POST_MAX_PHOTOS - photos.length;
    if (images.length > room) toast.message(t("photos.tooMany"));
    const chosen = images.slice(0, Math.max(0, room));
    if (chosen.length === 0) return;
    setVideo(null);
    setProgress(0);
    try {
      for (const [index, file] of chosen.entries()) {
        const uploaded = await uploadFile(file, "posts", (fraction) => setProgress((index + fraction) / chosen.length));
        const photo = { url: uploaded.url, previewUrl: URL.createObjectURL(file) };
        setPhotos((current) => [...current, photo]);
      }
    } catch (error) {
      toastUploadFailure(tRoot, error);
    } finally {
      setProgress(null);
    }
  }

  async function pickVideo(file: File) {
    setVideo(null);
    setPhotos([]);
    setProgress(0);
    try {
      const uploaded = await uploadFile(file, "posts", (fraction) => setProgress(fraction));
      const previewUrl = URL.createObjectURL(file);
      const [size, posterUrl] = await Promise.all([videoSize(previewUrl), uploadPoster(previewUrl)]);
      setVideo({ url: uploaded.url, previewUrl, size, posterUrl });
    } catch (error) {
      toastUploadFailure(tRoot, error);
    } finally {
      setProgress(null);
    }
  }

  function publish() {
    if (!canPublish) return;
    startPublishing(async () => {
      const result = await createPostAction({
        content,
        petId: petId || null,
        location,
        imageAlt: photos.length > 0 ? imageAlt : null,
        imageUrls: photos.map((photo) => photo.url),
        videoUrl: video?.url ?? null,
        videoWidth: video?.size?.width ?? null,
        videoHeight: video?.size?.height ?? null,
        videoPosterUrl: video?.posterUrl ?? null,
      });
      if (!result.ok) {
        const field = result.error.fields ? Object.values(result.error.fields)[0] : undefined;
        if (result.error.code === "validation") setProblem(field ?? result.error.message);
        else toast.error(t("error"), { description: tRoot(result.error.message) });
        return;
      }
      setProblem(null);
      toast.success(t("success"));
      reset();
      setOpen(false);
      onPublished();
    });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !publishing && setOpen(next)}
      title={t("title")}
      description={t("description")}
      closeLabel={t("close")}
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          publish();
        }}
      >
        <div className="relative flex flex-col gap-1.5">
          <label htmlFor="post-content" className="sr-only">
            {t("contentLabel")}
          </label>
          <textarea
            id="post-content"
            ref={contentField}
            value={content}
            {...mentions.fieldProps}
            onChange={(event) => {
              setContent(event.target.value);
              mentions.track(event);
            }}
            maxLength={POST_MAX_LENGTH}
            rows={4}
            placeholder={t("contentPlaceholder")}
            className="resize-none rounded-2xl border border-brand-100 bg-cream px-4 py-3 text-base outline-none focus:border-brand-400 focus:ring-4 focus:ring-brand-100"
          />
          {mentions.list}
          <p className="self-end text-xs text-muted">
            {t("characters", { count: content.length, max: POST_MAX_LENGTH })}
          </p>
        </div>

        {video ? (
          <div className="relative overflow-hidden rounded-2xl bg-brand-50 ring-1 ring-brand-100">
            <video src={video.previewUrl} controls muted playsInline className="max-h-72 w-full bg-night" />
            <button
              type="button"
              onClick={() => setVideo(null)}
              className="absolute right-2 top-2 grid h-9 w-9 place-items-center rounded-full bg-night/70 text-snow hover:bg-night"
              aria-label={t("removeMedia")}
            >
              <Icon name="x" className="h-5 w-5" />
            </button>
          </div>
        ) : null}
        {photos.length > 0 ? <ComposePhotos photos={photos} onChange={setPhotos} /> : null}

        {uploading ? (
          <div className="flex flex-col gap-1.5" role="status">
            <div
              className="h-2 overflow-hidden rounded-full bg-brand-50"
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round((progress ?? 0) * 100)}
              aria-label={t("uploading", { percent: Math.round((progress ?? 0) * 100) })}
            >
              <div
                className="h-full rounded-full bg-brand-500 transition-[width]"
                style={{ width: `${Math.round((progress ?? 0) * 100)}%` }}
              />
            </div>
            <p className="text-xs font-bold text-muted">
              {t("uploading", { percent: Math.round((progress ?? 0) * 100) })}
            </p>
          </div>
        ) : (
          <div className="flex flex-col gap-1">
            <label
              htmlFor="post-media"
              className="flex cursor-pointer items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-brand-200 px-4 py-3 font-bold text-brand-700 hover:bg-brand-50"
            >
              <Icon name="image-plus" className="h-5 w-5" />
              {photos.length > 0 ? t("photos.addMore") : t("mediaPick")}
            </label>
            <input
              ref={fileInput}
              id="post-media"
              type="file"
              multiple
              accept={acceptAttribute["image-or-video"]}
              className="sr-only"
              data-testid="post-media-input"
              onChange={(event) => void pick(Array.from(event.target.files ?? []))}
            />
            <p className="text-xs text-muted">{t("mediaLimits", limits)}</p>
          </div>
        )}

        {photos.length > 0 ? (
          <div className="flex flex-col gap-1.5">
            <label htmlFor="post-alt" className="text-sm font-bold">
              {t("altLabel")}
            </label>
            <input
              id="post-alt"
              value={imageAlt}
              onChange={(event) => setImageAlt(event.target.value)}
              maxLength={IMAGE_ALT_MAX_LENGTH}
              aria-describedby="post-alt-hint"
              className="h-11 rounded-2xl border border-brand-100 px-4 text-sm outline-none focus:border-brand-400 focus:ring-4 focus:ring-brand-100"
            />
            <p id="post-alt-hint" className="text-xs text-muted">
              {t("altHint")}
            </p>
          </div>
        ) : null}

        <div className="grid gap-3 sm:grid-cols-2">
          <div className="flex flex-col gap-1.5">
            <label htmlFor="post-pet" className="flex items-center gap-1.5 text-sm font-bold">
              <Icon name="paw-print" className="h-4 w-4 text-brand-500" />
              {t("petLabel")}
            </label>
            {pets === null || pets.length > 0 ? (
              <select
                id="post-pet"
                disabled={pets === null}
                value={petId}
                onChange={(event) => setPetId(event.target.value)}
                className="h-11 rounded-2xl border border-brand-100 bg-white px-3 text-sm outline-none focus:border-brand-400 focus:ring-4 focus:ring-brand-100"
              >
                <option value="">{t("petNone")}</option>
                {(pets ?? []).map((pet) => (
                  <option key={pet.id} value={pet.id}>
                    {pet.name}
                  </option>
                ))}
              </select>
            ) : (
              <p id="post-pet" className="text-xs text-muted">
                {t.rich("noPets", {
                  link: (chunks) => (
                    <Link href="/pets" className="font-bold text-brand-700 underline underline-offset-2">
                      {chunks}
                    </Link>
                  ),
                })}
              </p>
            )}
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor="post-location" className="flex items-center gap-1.5 text-sm font-bold">
              <Icon name="map-pin" className="h-4 w-4 text-brand-500" />
              {t("locationLabel")}
            </label>
            <input
              id="post-location"
              value={location}
              onChange={(event) => setLocation(event.target.value)}
              maxLength={LOCATION_MAX_LENGTH}
              placeholder={t("locationPlaceholder")}
              className="h-11 rounded-2xl border border-brand-100 px-4 text-sm outline-none focus:border-brand-400 focus:ring-4 focus:ring-brand-100"
            />
          </div>
        </div>
        {problem ? <FormAlert>{tRoot(problem)}</FormAlert> : null}

        <div className="flex justify-end gap-2 pt-1">
          <Button variant="secondary" onClick={() => setOpen(false)} disabled={publishing}>
            {t("cancel")}
          </Button>
          <Button type="submit" disabled={!canPublish} data-testid="publish-post">
            {publishing ? <Icon name="loader-circle" className="h-4 w-4 animate-spin" /> : null}
            {publishing ? t("publishing") : t("publish")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
