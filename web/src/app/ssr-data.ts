/** The id of the script element carrying the data a server-rendered page was rendered with. */
export const SSR_DATA_ID = 'ssr-data';
