"use client";

import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { toast } from "@/components/ui/toast";
import { uploadFile } from "@/lib/media/client-upload";
import { checkFiles, type UploadFolder } from "@/lib/media/limits";
import { toastUploadFailure } from "./upload-failure";

export type UploadingImage = { id: string; preview: string; progress: number };

type Options = {
  folder: UploadFolder;
  max: number;
  /** The images already in the list. */
  images: string[];
  /** Takes an update of the current list: uploads finish after other changes may have happened. */
  onChange: (update: (images: string[]) => string[]) => void;
  /** Keeps the form's submit button disabled while files are on their way. */
  onUploadingChange: (uploading: boolean) => void;
  /** Said when more files are picked than there is room for. */
  tooManyMessage: string;
};

/**
 * A list of uploaded images and its upload queue: picked files are checked, uploaded one by one with
 * progress and added in order; images can be removed and moved, the first one being the main one.
 */
export function useImageUploads({ folder, max, images, onChange, onUploadingChange, tooManyMessage }: Options) {
  const tRoot = useTranslations();
  const [uploading, setUploading] = useState<UploadingImage[]>([]);
  const inputRef = useRef<HTMLInputElement>(null);
  const free = max - images.length - uploading.length;

  async function pick(fileList: FileList | null) {
    const { accepted, rejected } = checkFiles([...(fileList ?? [])], "image");
    if (inputRef.current) inputRef.current.value = "";
    if (rejected.length > 0) toast.error(tRoot("media.errors.someInvalid"));
    if (accepted.length > free) toast.error(tooManyMessage);
    const queue = accepted
      .slice(0, Math.max(0, free))
      .map((file) => ({ file, id: crypto.randomUUID(), preview: URL.createObjectURL(file) }));
    if (queue.length === 0) return;
    setUploading((current) => [...current, ...queue.map(({ id, preview }) => ({ id, preview, progress: 0 }))]);
    onUploadingChange(true);
    for (const item of queue) {
      try {
        const media = await uploadFile(item.file, folder, (fraction) =>
          setUploading((current) =>
            current.map((entry) => (entry.id === item.id ? { ...entry, progress: fraction } : entry)),
          ),
        );
        onChange((current) => [...current, media.url]);
      } catch (failure) {
        toastUploadFailure(tRoot, failure);
      } finally {
        URL.revokeObjectURL(item.preview);
        setUploading((current) => current.filter((entry) => entry.id !== item.id));
      }
    }
    onUploadingChange(false);
  }

  function move(index: number, by: -1 | 1) {
    onChange((current) => {
      const next = [...current];
      const [image] = next.splice(index, 1);
      next.splice(index + by, 0, image!);
      return next;
    });
  }

  function remove(url: string) {
    onChange((current) => current.filter((image) => image !== url));
  }

  return { uploading, free, inputRef, pick, move, remove };
}
