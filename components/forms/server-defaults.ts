import { get, type Control, type FieldPath, type FieldValues, type UseFormRegister, type UseFormRegisterReturn } from "react-hook-form";

// react-hook-form fills its fields once the page's script runs (`register` renders no value), so
// without this the server's HTML shows a form empty and unchecked until hydration: on a slow phone,
// Settings with every field blank (react-hook-form#8707, #12494). A field edited before hydration is
// read from the page when the form goes live (react-hook-form's isEditedBeforeReady), so what was
// typed early is kept.

/**
 * `register` that also renders the field's default: `defaultValue` for a text, a number or a choice
 * from a list, `defaultChecked` for a checkbox of its own (a boolean default). The defaults are the
 * form's own (reset() moves them), so the page and the form never disagree.
 */
export function registerWithDefaults<T extends FieldValues>(control: Control<T, unknown, unknown>): UseFormRegister<T> {
  return ((name, options) => {
    const props = control.register(name, options);
    const value: unknown = get(control._defaultValues, name);
    if (typeof value === "string" || typeof value === "number") return { ...props, defaultValue: value };
    if (typeof value === "boolean") return { ...props, defaultChecked: value };
    return props;
  }) as UseFormRegister<T>;
}

/**
 * One value among several: a radio, or a checkbox in a group (an array default). Rendered checked
 * when it is the default, or among them. Use it instead of `register` with a `value`.
 */
export function registerOption<T extends FieldValues>(control: Control<T, unknown, unknown>) {
  return (name: FieldPath<T>, value: string): UseFormRegisterReturn & { value: string; defaultChecked: boolean } => {
    const chosen: unknown = get(control._defaultValues, name);
    return { ...control.register(name), value, defaultChecked: Array.isArray(chosen) ? chosen.includes(value) : chosen === value };
  };
}
