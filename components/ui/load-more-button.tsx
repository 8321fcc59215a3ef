import { Button } from "./button";

/** The centred "load more" under a keyset-paged list. */
export function LoadMoreButton({ label, pending, onClick }: { label: string; pending: boolean; onClick: () => void }) {
  return (
    <div className="mt-4 flex justify-center">
      <Button variant="secondary" size="sm" onClick={onClick} disabled={pending}>
        {label}
      </Button>
    </div>
  );
}
