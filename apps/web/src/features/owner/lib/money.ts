import { formatDT, toMillimes } from '@vitrine/contracts';

/** An amount of the API (dinars, three decimals at most) as the shop writes it: « 1 234,500 DT ». */
export const formatDinars = (dinars: number) => formatDT(toMillimes(dinars));
