"use client";

/**
 * "Save this card for next time": the card used at Stripe Checkout stays on the student's Customer at
 * the studio's account (Settings → Payment methods lists it and removes it).
 */
export function SaveCardChoice({ id, checked, onChange }: { id: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label htmlFor={id} className="flex items-center gap-2 text-sm">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 shrink-0 accent-primary"
      />
      Save this card for next time
    </label>
  );
}
