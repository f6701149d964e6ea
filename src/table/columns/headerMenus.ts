import { drawnGridCode } from '../drawnGridCode';

/**
 * The headers' "Column options" menus: in the code every drawn grid fetches as it mounts (one
 * chunk fewer for the first load to name).
 */
export const headerMenus = drawnGridCode;
