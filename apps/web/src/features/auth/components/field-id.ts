/** The element id of a form field: the form's prefix and the field name in kebab case ("reset", "newPassword" -> "reset-new-password"). */
export function fieldId(idPrefix: string, name: string): string {
  return `${idPrefix}-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}
