/** What a staff member reads on a back-office page their roles do not open (a small module: the root imports it). */
export const NO_ACCESS_MESSAGE = "Je hebt geen toegang tot dit deel van de beheeromgeving.";
