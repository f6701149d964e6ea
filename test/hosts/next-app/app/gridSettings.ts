/** What the server's prefetch and the browser's grid share: the same request, the same markup. */
export const gridLocale = 'en-GB';
export const gridTimeZone = 'UTC';
/** The search parameter that holds the grid's state in a link. */
export const deliveriesParam = 'deliveries';
