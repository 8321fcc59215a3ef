// A guide's text as the reader sees it; the guide's page and the editor's preview share it. Long text
// set for reading: about 65 characters a line, 1.75 line height, clear space above headings, lists with
// their markers, pictures as wide as the text with rounded corners.
export const guideProse = [
  "text-[1.0625rem] leading-[1.75] text-ink/90",
  "[&_p]:my-5 [&_strong]:font-bold [&_strong]:text-ink [&_em]:italic",
  "[&_h2]:mb-3 [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-extrabold [&_h2]:leading-tight [&_h2]:text-ink",
  "[&_h3]:mb-2 [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-ink [&_h4]:mt-6 [&_h4]:font-bold",
  "[&_ul]:my-5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1.5 [&_li]:pl-1 [&_li::marker]:text-brand-500",
  "[&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2",
  "[&_img]:my-7 [&_img]:h-auto [&_img]:w-full [&_img]:rounded-2xl",
  "[&_blockquote]:my-6 [&_blockquote]:rounded-r-2xl [&_blockquote]:border-l-4 [&_blockquote]:border-brand-300 [&_blockquote]:bg-brand-50 [&_blockquote]:px-5 [&_blockquote]:py-1",
  "[&_hr]:my-10 [&_hr]:border-brand-100 [&_code]:rounded [&_code]:bg-brand-50 [&_code]:px-1.5 [&_code]:text-[0.95em]",
  "[&_table]:my-6 [&_table]:w-full [&_td]:border-b [&_td]:border-brand-100 [&_td]:py-2 [&_th]:border-b-2 [&_th]:border-brand-200 [&_th]:py-2 [&_th]:text-left",
].join(" ");
