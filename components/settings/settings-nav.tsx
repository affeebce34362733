/** Where each Settings section is, for the links at the top of the page (the page decides which show). */
export type SettingsSectionLink = { id: string; label: string };

/** The page's section links: jump straight to Rooms or Plan instead of scrolling past everything. */
export function SettingsNav({ sections }: { sections: SettingsSectionLink[] }) {
  if (sections.length < 2) return null;
  return (
    <nav aria-label="Settings sections" className="flex flex-wrap gap-2">
      {sections.map((section) => (
        <a
          key={section.id}
          href={`#${section.id}`}
          className="rounded-full border border-border bg-card px-3 py-1 text-sm font-medium text-foreground hover:bg-muted"
        >
          {section.label}
        </a>
      ))}
    </nav>
  );
}
