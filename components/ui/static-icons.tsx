// Lucide icons (lucide-react 1.73.0, ISC licence) as plain server-rendered SVG, for the public pages.
// lucide-react's own icons render through its Icon component, a client module ("use client": it
// reads LucideProvider's context), so even an icon in a server component ships that module's
// JavaScript with the page. These draw the same <svg> (same attributes and shapes) with none.
// Generated from node_modules/lucide-react/dist/esm/icons/<name>.mjs; to add one, copy its `node`.
import { createElement } from "react";

type IconNode = readonly (readonly [string, Readonly<Record<string, string>>])[];
type IconProps = React.SVGProps<SVGSVGElement>;

function staticIcon(name: string, node: IconNode) {
  function StaticIcon({ className, ...props }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        className={className ? `lucide lucide-${name} ${className}` : `lucide lucide-${name}`}
        {...props}
      >
        {node.map(([tag, { key, ...attributes }]) => createElement(tag, { key, ...attributes }))}
      </svg>
    );
  }
  StaticIcon.displayName = name;
  return StaticIcon;
}

export const ArrowRight = staticIcon("arrow-right", [
  ["path", { d: "M5 12h14", key: "1ays0h" }],
  ["path", { d: "m12 5 7 7-7 7", key: "xquz4c" }],
]);

export const CalendarCheck = staticIcon("calendar-check", [
  ["path", { d: "M8 2v3", key: "1ioesn" }],
  ["path", { d: "M16 2v3", key: "otl347" }],
  ["rect", { x: "3", y: "3", width: "18", height: "18", rx: "2", key: "h1oib" }],
  ["path", { d: "M3 9h18", key: "1pudct" }],
  ["path", { d: "m9 15 2 2 4-4", key: "1grp1n" }],
]);

export const ChartNoAxesColumnIncreasing = staticIcon("chart-no-axes-column-increasing", [
  ["path", { d: "M5 21v-6", key: "1hz6c0" }],
  ["path", { d: "M12 21V9", key: "uvy0l4" }],
  ["path", { d: "M19 21V3", key: "11j9sm" }],
]);

export const Check = staticIcon("check", [["path", { d: "M20 6 9 17l-5-5", key: "1gmf2c" }]]);

export const ChevronDown = staticIcon("chevron-down", [["path", { d: "m6 9 6 6 6-6", key: "qrunsl" }]]);

export const Mail = staticIcon("mail", [
  ["path", { d: "m22 7-8.991 5.727a2 2 0 0 1-2.009 0L2 7", key: "132q7q" }],
  ["rect", { x: "2", y: "4", width: "20", height: "16", rx: "2", key: "izxlao" }],
]);

export const MapPin = staticIcon("map-pin", [
  ["path", { d: "M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0", key: "1r0f0z" }],
  ["circle", { cx: "12", cy: "10", r: "3", key: "ilqhr7" }],
]);

export const Menu = staticIcon("menu", [
  ["path", { d: "M4 5h16", key: "1tepv9" }],
  ["path", { d: "M4 12h16", key: "1lakjw" }],
  ["path", { d: "M4 19h16", key: "1djgab" }],
]);

export const Moon = staticIcon("moon", [
  [
    "path",
    { d: "M20.985 12.486a9 9 0 1 1-9.473-9.472c.405-.022.617.46.402.803a6 6 0 0 0 8.268 8.268c.344-.215.825-.004.803.401", key: "kfwtm" },
  ],
]);

export const MousePointerClick = staticIcon("mouse-pointer-click", [
  ["path", { d: "M14 4.1 12 6", key: "ita8i4" }],
  ["path", { d: "m5.1 8-2.9-.8", key: "1go3kf" }],
  ["path", { d: "m6 12-1.9 2", key: "mnht97" }],
  ["path", { d: "M7.2 2.2 8 5.1", key: "1cfko1" }],
  [
    "path",
    {
      d: "M9.037 9.69a.498.498 0 0 1 .653-.653l11 4.5a.5.5 0 0 1-.074.949l-4.349 1.041a1 1 0 0 0-.74.739l-1.04 4.35a.5.5 0 0 1-.95.074z",
      key: "s0h3yz",
    },
  ],
]);

export const Phone = staticIcon("phone", [
  [
    "path",
    {
      d: "M13.832 16.568a1 1 0 0 0 1.213-.303l.355-.465A2 2 0 0 1 17 15h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2A18 18 0 0 1 2 4a2 2 0 0 1 2-2h3a2 2 0 0 1 2 2v3a2 2 0 0 1-.8 1.6l-.468.351a1 1 0 0 0-.292 1.233 14 14 0 0 0 6.392 6.384",
      key: "9njp5v",
    },
  ],
]);

export const Sun = staticIcon("sun", [
  ["circle", { cx: "12", cy: "12", r: "4", key: "4exip2" }],
  ["path", { d: "M12 2v2", key: "tus03m" }],
  ["path", { d: "M12 20v2", key: "1lh1kg" }],
  ["path", { d: "m4.93 4.93 1.41 1.41", key: "149t6j" }],
  ["path", { d: "m17.66 17.66 1.41 1.41", key: "ptbguv" }],
  ["path", { d: "M2 12h2", key: "1t8f8n" }],
  ["path", { d: "M20 12h2", key: "1q8mjw" }],
  ["path", { d: "m6.34 17.66-1.41 1.41", key: "1m8zz5" }],
  ["path", { d: "m19.07 4.93-1.41 1.41", key: "1shlcs" }],
]);

export const X = staticIcon("x", [
  ["path", { d: "M18 6 6 18", key: "1bl5f8" }],
  ["path", { d: "m6 6 12 12", key: "d8bk6v" }],
]);
