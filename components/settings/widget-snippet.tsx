"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";

/** The snippet for the studio's own site: a script that inserts the iframe, and the plain iframe as fallback. */
export function WidgetSnippet({ widgetUrl }: { widgetUrl: string }) {
  const iframe = `<iframe src="${widgetUrl}" title="Class timetable" style="width:100%;min-height:480px;border:0" loading="lazy"></iframe>`;
  const script = `<div id="promenade-timetable"></div>
<script>(function(){var f=document.createElement("iframe");f.src=${JSON.stringify(widgetUrl)};f.title="Class timetable";f.loading="lazy";f.style.cssText="width:100%;min-height:480px;border:0";document.getElementById("promenade-timetable").appendChild(f);})();</script>
<noscript>${iframe}</noscript>`;
  return (
    <div className="grid gap-4">
      <h3 className="text-base font-semibold">Widget for your website</h3>
      <p className="text-sm text-muted-foreground">
        Paste one of these into your site. It shows only on the websites listed above (frame-ancestors); anywhere else the browser refuses
        it.
      </p>
      <Snippet label="Script" code={script} />
      <Snippet label="Plain iframe" code={iframe} />
    </div>
  );
}

function Snippet({ label, code }: { label: string; code: string }) {
  const [copied, setCopied] = useState(false);
  const id = `snippet-${label.toLowerCase().replace(/\s+/g, "-")}`;
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          aria-label={`Copy the ${label.toLowerCase()} snippet`}
          onClick={() => void navigator.clipboard.writeText(code).then(() => setCopied(true))}
        >
          <span aria-live="polite">{copied ? "Copied" : "Copy"}</span>
        </Button>
      </div>
      <textarea
        id={id}
        readOnly
        value={code}
        rows={label === "Script" ? 4 : 2}
        className="w-full rounded-md border border-input bg-muted p-2 font-mono text-xs"
      />
    </div>
  );
}
