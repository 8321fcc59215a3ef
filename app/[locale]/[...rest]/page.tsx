import { notFound } from "next/navigation";
import { notFoundMetadata } from "@/lib/seo/metadata";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  return notFoundMetadata((await params).locale);
}

// Any unknown path inside a locale renders that locale's not-found page.
export default function CatchAll() {
  notFound();
}
