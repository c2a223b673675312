/** `1 tentative`, `3 livrées`: a count with its noun, plural from two on as French has it. */
export const counted = (count: number, one: string, many: string) => `${count} ${count > 1 ? many : one}`;
