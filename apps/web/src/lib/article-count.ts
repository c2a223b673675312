/** `1 article`, `3 articles`. */
export function articleCount(count: number): string {
  return `${count} article${count > 1 ? 's' : ''}`;
}
