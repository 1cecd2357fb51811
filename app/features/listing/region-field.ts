/**
 * A 시·군·구 option's value carries its 시·도 ('부산:중구'): names repeat across 시·도 (중구, 강서구),
 * and without JavaScript the list shows every 시·도's 시·군·구, so the choice alone must say which.
 */
export function sigunguOptionValue(sido: string, sigungu: string): string {
  return `${sido}:${sigungu}`;
}

/**
 * The api's { sido, sigungu } from the two selects. A 시·군·구 chosen without a 시·도 brings its
 * own; one from another 시·도 is passed on whole, so the api refuses it next to the field.
 */
export function regionFromFields(sidoField: string, sigunguField: string): { sido?: string; sigungu?: string } {
  const sido = sidoField.trim() || undefined;
  if (!sigunguField) return { sido };
  const separator = sigunguField.indexOf(':');
  if (separator < 0) return { sido, sigungu: sigunguField };
  const ownSido = sigunguField.slice(0, separator);
  if (sido && sido !== ownSido) return { sido, sigungu: sigunguField };
  return { sido: ownSido, sigungu: sigunguField.slice(separator + 1) };
}
