/** The body's row drawn for the row key `key` (`data-key`), if it is drawn. */
export function rowElement(body: Element | null | undefined, key: string): HTMLElement | null {
  return body?.querySelector<HTMLElement>(`tr[data-key="${CSS.escape(key)}"]`) ?? null;
}
