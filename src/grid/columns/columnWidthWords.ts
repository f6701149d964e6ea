/**
 * The header menu's width items in English: fetched with the menu's code, so a grid pays for
 * them only once its headers' menus come.
 */
export const defaultColumnWidthMessages = {
  widenColumn: 'Widen column',
  narrowColumn: 'Narrow column',
  columnWidthSaid: (columnLabel: string, width: number) => `${columnLabel} is ${width} px wide.`,
};
