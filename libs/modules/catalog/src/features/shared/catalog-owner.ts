import { StringParam } from '@platform/http';

/** `user_id`: a numeric user id (a catalog is its user's: the kit refuses another user's). */
export const UserIdParam = () => StringParam({ pattern: /^\d{1,19}$/ });
