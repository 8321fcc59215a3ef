// Shared class names, so links that look like buttons and real buttons stay identical.
const base =
  "inline-flex items-center justify-center gap-2 rounded-full font-bold transition-colors disabled:cursor-not-allowed disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2";

const variants = {
  primary: "bg-brand-500 text-white shadow-sm hover:bg-brand-600 focus-visible:outline-brand-500",
  secondary: "bg-white text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50 focus-visible:outline-brand-500",
  ghost: "text-ink hover:bg-brand-50 focus-visible:outline-brand-500",
  danger: "bg-red-600 text-white hover:bg-red-700 focus-visible:outline-red-600",
} as const;

const sizes = {
  sm: "h-9 px-4 text-sm",
  md: "h-11 px-5 text-base",
  lg: "h-13 px-7 text-lg",
  icon: "h-10 w-10",
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

export function buttonClasses(variant: ButtonVariant = "primary", size: ButtonSize = "md", extra = ""): string {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}
