/** SECURITY.md: passwords are 8 to 128 characters (shared by the forms and the server check). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
