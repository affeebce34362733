import type { Placed } from "@/lib/scheduling/calendar-layout";

/** Width kept at a crowded column's right edge for the "+2" chips. */
export const CHIP_STRIP = "1.75rem";

export type BlockPlace = { item: Placed; left: string; width: string; narrow: boolean };
/** Events that didn't fit beside the others: a "+N" chip at the top of their cluster opens them all. */
export type MoreChip = { key: string; startMinute: number; hidden: number; items: Placed[] };

/**
 * Side-by-side lanes while each keeps a readable width; past `maxLanes` overlapping events the first
 * lanes stay and the rest fold into a "+N" chip (as calendars people know do), so a block never
 * shrinks to "P…".
 */
export function arrangeColumn(list: Placed[], maxLanes: number): { blocks: BlockPlace[]; chips: MoreChip[] } {
  const blocks: BlockPlace[] = [];
  const chips: MoreChip[] = [];
  let cluster: Placed[] = [];
  let clusterEnd = -1;
  const close = () => {
    if (!cluster.length) return;
    const lanes = cluster[0].lanes;
    if (lanes <= maxLanes) {
      for (const item of cluster)
        blocks.push({ item, left: `calc(${(item.lane / lanes) * 100}% + 2px)`, width: `calc(${100 / lanes}% - 4px)`, narrow: lanes > 1 });
    } else {
      const shown = cluster.filter((item) => item.lane < maxLanes);
      for (const item of shown)
        blocks.push({
          item,
          left: `calc((100% - ${CHIP_STRIP}) * ${item.lane / maxLanes} + 2px)`,
          width: `calc((100% - ${CHIP_STRIP}) / ${maxLanes} - 4px)`,
          narrow: true,
        });
      chips.push({ key: cluster[0].event.id, startMinute: cluster[0].startMinute, hidden: cluster.length - shown.length, items: cluster });
    }
    cluster = [];
  };
  // layoutColumns hands each column over sorted by start, with lanes counted per cluster.
  for (const item of list) {
    if (item.startMinute >= clusterEnd) {
      close();
      clusterEnd = -1;
    }
    cluster.push(item);
    clusterEnd = Math.max(clusterEnd, item.endMinute);
  }
  close();
  return { blocks, chips };
}
