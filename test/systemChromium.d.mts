/** The system Chromium (`CHROMIUM_PATH`, else `/usr/bin/chromium`), if there is one. */
export declare const chromiumPath: string | undefined;
/** The flags of every Chromium the project starts. */
export declare const chromiumArgs: readonly string[];
