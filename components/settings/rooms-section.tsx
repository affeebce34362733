import { Tag } from "@/components/ui/tag";
import type { RoomRow } from "@/lib/scheduling/catalog";
import { nextCatalogColor } from "@/lib/scheduling/catalog-colors";
import { ArchiveButton, DeleteButton } from "./catalog-actions";
import { RoomFormDialog } from "./room-form-dialog";
import { SettingsSection } from "./settings-section";
import { plural } from "@/lib/text/plural";

/** Settings → Rooms (owners): the studio's rooms, added, edited, archived or deleted in place. */
export function RoomsSection({ rooms }: { rooms: RoomRow[] }) {
  return (
    <SettingsSection
      id="settings-rooms"
      title="Rooms"
      description="Where lessons happen. Archived rooms stay on past lessons and aren't offered for new ones."
      actions={<RoomFormDialog newColor={nextCatalogColor(rooms.map((room) => room.color))} />}
    >
      {rooms.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No rooms yet. Add the rooms you teach in, so two lessons never share one by mistake.
        </p>
      ) : (
        <ul className="divide-y divide-border" aria-label="Rooms">
          {rooms.map((room) => (
            <li key={room.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2.5">
              <div className="flex min-w-0 items-center gap-3">
                <span aria-hidden className="size-3 shrink-0 rounded-full" style={{ backgroundColor: room.color }} />
                <span className="grid min-w-0 gap-0.5">
                  <span className="font-medium">
                    {room.name} {room.archived && <Tag>Archived</Tag>}
                  </span>
                  <span className="text-sm text-muted-foreground">Up to {plural(room.capacity, "person", "people")}</span>
                </span>
              </div>
              <div className="flex flex-wrap items-center gap-1">
                <RoomFormDialog room={room} />
                <ArchiveButton kind="room" item={room} />
                <DeleteButton kind="room" item={room} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </SettingsSection>
  );
}
