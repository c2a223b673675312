/** The console's tab title: « (3) Gestion » while 3 orders wait to be confirmed, « Gestion » at none. */
export const consoleTitle = (waiting: number | undefined) => (waiting ? `(${waiting}) Gestion` : 'Gestion');
