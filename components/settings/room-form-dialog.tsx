"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useApiForm } from "@/components/forms/use-api-form";
import { CatalogFormDialog } from "./catalog-form-dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { apiFetch } from "@/lib/api/api-fetch";
import type { RoomRow } from "@/lib/scheduling/catalog";
import { CATALOG_PALETTE } from "@/lib/scheduling/catalog-colors";
import { ZRoomInput } from "@/lib/scheduling/schemas";

/**
 * Add a room, or edit one's name, capacity and colour (POST /api/rooms, PATCH /api/rooms/{id}). A new
 * room starts in `newColor`, the next colour the studio's rooms don't wear yet.
 */
export function RoomFormDialog({ room, newColor = CATALOG_PALETTE[0] }: { room?: RoomRow; newColor?: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const initial = { name: room?.name ?? "", capacity: room?.capacity ?? 20, color: room?.color ?? newColor };
  const { form, onSubmit, result, setResult, fieldError, isSubmitting } = useApiForm(ZRoomInput, {
    defaultValues: initial,
    submit: ({ name, capacity, color }) =>
      room
        ? apiFetch(`/api/rooms/${room.id}`, { method: "PATCH", body: { name, capacity, color } })
        : apiFetch("/api/rooms", { body: { name, capacity, color } }),
    errorMessage: "The room couldn't be saved. Try again.",
    onSuccess: () => {
      setOpen(false);
      router.refresh();
    },
  });
  return (
    <CatalogFormDialog
      noun="room"
      editing={room}
      description="Rooms are booked by lessons, classes and practice rentals; two can't overlap in one room."
      open={open}
      setOpen={setOpen}
      onOpen={() => {
        form.reset(initial);
        setResult(null);
      }}
      onSubmit={onSubmit}
      result={result}
      isSubmitting={isSubmitting}
    >
      <FormField id="room-name" label="Name" error={fieldError("name")}>
        {(field) => <Input {...field} {...form.register("name")} autoComplete="off" placeholder="e.g. Studio B" />}
      </FormField>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField id="room-capacity" label="Capacity (people)" error={fieldError("capacity")}>
          {(field) => (
            <Input {...field} {...form.register("capacity", { valueAsNumber: true })} type="number" min={1} inputMode="numeric" />
          )}
        </FormField>
        <FormField id="room-color" label="Colour" error={fieldError("color")} hint="Shown on the calendar.">
          {(field) => <Input {...field} {...form.register("color")} type="color" className="h-10 w-20 p-1" />}
        </FormField>
      </div>
    </CatalogFormDialog>
  );
}
