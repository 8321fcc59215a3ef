import type { ReactNode } from "react";
import { ShellBlockGate } from "./shell-gates";

type Props = { shell: boolean; userId: string; notice: string; testId: string; children: ReactNode };

/**
 * A profile's or pet's page: as it is, or on a shell render (decision 032) behind the viewer's layer,
 * which puts `notice` in its place when a block separates the viewer from `userId` (where a page rendered
 * for the viewer is a 404).
 */
export function ShellPageGate({ shell, userId, notice, testId, children }: Props) {
  if (!shell) return children;
  const unavailable = (
    <p
      className="mx-4 mt-6 rounded-3xl bg-white px-6 py-12 text-center font-bold text-muted ring-1 ring-brand-100 sm:mx-auto sm:max-w-xl"
      data-testid={testId}
    >
      {notice}
    </p>
  );
  return (
    <ShellBlockGate userId={userId} unavailable={unavailable}>
      {children}
    </ShellBlockGate>
  );
}
