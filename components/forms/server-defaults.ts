import { get, type Control, type FieldPath, type FieldValues, type UseFormRegister, type UseFormRegisterReturn } from "react-hook-form";

// react-hook-form fills its fields once the page's script runs (`register` renders no value), so
// without this the server's HTML shows a form empty until hydration: on a slow phone, Settings with
// every field blank (react-hook-form#8707, #12494). A field edited before hydration is read from the
// page when the form goes live (react-hook-form's isEditedBeforeReady), so what was typed early is kept.
//
// Checkboxes and radios are left unchecked until then: given `defaultChecked`, react-hook-form takes
// the page's state as the value, which leaves out disabled options and loses a radio chosen early.
// Passwords are never written into the page's HTML (a `value` attribute can be read by selectors).

/**
 * `register` that also renders the field's default as `defaultValue`: a text, a number or a choice
 * from a list. The defaults are the form's own (reset() moves them), so the page and the form agree.
 */
export function registerWithDefaults<T extends FieldValues>(control: Control<T, unknown, unknown>): UseFormRegister<T> {
  return ((name, options) => {
    const props = control.register(name, options);
    if (/password/i.test(name)) return props;
    const value: unknown = get(control._defaultValues, name);
    return typeof value === "string" || typeof value === "number" ? { ...props, defaultValue: value } : props;
  }) as UseFormRegister<T>;
}

/** One value among several: a radio, or a checkbox in a group. Use it instead of `register` with a `value`. */
export function registerOption<T extends FieldValues>(control: Control<T, unknown, unknown>) {
  return (name: FieldPath<T>, value: string): UseFormRegisterReturn & { value: string } => ({ ...control.register(name), value });
}
