/** A native select's options from a label table, led by an empty choice. */
export function selectData(table: Readonly<Record<string, string>>, emptyLabel = '선택하세요') {
  return [{ value: '', label: emptyLabel }, ...Object.entries(table).map(([value, label]) => ({ value, label }))];
}
