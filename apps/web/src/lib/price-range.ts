/**
 * The spec's slider rules: the minimum is at least 0 and below the maximum; the maximum is at least
 * the minimum and at most the catalogue's highest price.
 */
export function acceptsPriceRange(min: number, max: number, limit: number): boolean {
  return min >= 0 && min < max && max >= min && max <= limit;
}
