// A form sent before its script arrived: the theme's inline script (lib/security/theme-script.mjs)
// holds the browser's own submit of every form handled by script and marks the form with this
// attribute. The handler that takes a submit clears the mark; a form still marked once its script
// is live was sent early, and is sent again then (useApiForm, loadOnInteraction).
const MARK = "data-submit-early";

/** This submit is being handled: the form no longer waits to be sent. */
export function claimSubmit(form: EventTarget | null | undefined) {
  if (form instanceof HTMLFormElement) form.removeAttribute(MARK);
}

/** The forms inside `root` (the whole page by default) sent before their script arrived, still waiting. */
export function earlySubmittedForms(root: ParentNode = document): HTMLFormElement[] {
  return [...root.querySelectorAll<HTMLFormElement>(`form[${MARK}]`)];
}
