/** A miniature of the booking panel (drawn, not a screenshot): pick a lesson, a time, and pay. */
const SERVICES = [
  { name: "Private lesson", detail: "45 min · Maria", price: "$85", selected: true },
  { name: "Group class", detail: "Salsa Basics · 8 places left", price: "$20", selected: false },
  { name: "Studio rental", detail: "Studio B · per hour", price: "$30", selected: false },
];
const SLOTS = ["9:00", "10:00", "11:30", "2:00", "4:15", "6:30"];

export function BookingPreview() {
  return (
    <div aria-hidden className="grid gap-2 rounded-lg border border-border bg-background p-3 text-[0.65rem] leading-tight">
      <p className="text-xs font-semibold">Book a lesson</p>
      <div className="grid gap-1.5">
        {SERVICES.map((service) => (
          <div
            key={service.name}
            className={`flex items-center justify-between rounded-md border px-2 py-1.5 ${service.selected ? "border-primary bg-primary-soft" : "border-border bg-card"}`}
          >
            <span>
              <span className="block font-semibold">{service.name}</span>
              <span className="block text-muted-foreground">{service.detail}</span>
            </span>
            <span className="font-semibold">{service.price}</span>
          </div>
        ))}
      </div>
      <p className="font-semibold">Tue, June 10</p>
      <div className="grid grid-cols-3 gap-1">
        {SLOTS.map((slot) => (
          <span
            key={slot}
            className={`rounded border py-1 text-center ${slot === "10:00" ? "border-primary bg-primary font-semibold text-primary-foreground" : "border-border bg-card"}`}
          >
            {slot}
          </span>
        ))}
      </div>
      <span className="mt-1 flex items-center justify-between rounded-md bg-primary px-2 py-1.5 font-semibold text-primary-foreground">
        <span>Pay &amp; book</span>
        <span>$85.00</span>
      </span>
    </div>
  );
}
