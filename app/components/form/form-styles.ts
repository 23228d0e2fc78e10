/** Class lists of form controls: 44px high, a border with 3:1 contrast, red when invalid. */
export const inputStyle =
  "mt-1 block min-h-11 w-full rounded-md border bg-white px-3 py-2 text-base text-slate-900 shadow-sm";

export function inputBorder(invalid: boolean): string {
  return invalid ? "border-2 border-red-700" : "border-slate-500";
}

export const labelStyle = "block font-semibold text-slate-900";
export const hintStyle = "mt-1 text-sm text-slate-700";
export const errorTextStyle = "mt-1 font-semibold text-red-700";
