/** The smallest stored width of a shop image (400 px WebP), for a thumbnail; any other URL as it is. */
export const thumbnail = (url: string) => url.replace(/^(\/storage\/.+)-800\.webp$/, '$1-400.webp');
