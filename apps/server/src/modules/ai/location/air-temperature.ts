/*
 * "Wie warm ist die Luft?", "how cold is the air", "l'air est-il chaud", "quanto è calda l'aria":
 * the air's temperature is the weather, not its quality. Folded text.
 */
const AIR_TEMPERATURE =
  /\b(?:how (?:warm|cold|hot|chilly) is the air|(?:temperature|temp) of the air|air temperature|wie (?:warm|kalt|heiss|chalt) ist (?:die|d) luft|luft(?:temperatur)?\s+(?:ist\s+)?(?:warm|kalt|heiss)|lufttemperatur|temperatur der luft|l'air est(?:-il)? (?:chaud|froid|doux|frais)|temperature de l'air|(?:quanto|come) e (?:calda|fredda) l'aria|l'aria e (?:calda|fredda)|temperatura dell'aria)\b/;

/** Whether the folded question asks how warm or cold the air is. */
export function asksAirTemperature(folded: string): boolean {
  return AIR_TEMPERATURE.test(folded);
}
