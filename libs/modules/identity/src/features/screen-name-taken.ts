import { conflict } from '@platform/ddd';
import { sqlState, violatedConstraint } from '@platform/event-store';

/**
 * Screen names are unique case-insensitively. The users projection's unique
 * index enforces it inside the append transaction, so two concurrent requests
 * for one name cannot both win; the violation becomes a 409 naming screen_name.
 */
export const screenNameTaken = {
  async guard<T>(screenName: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (sqlState(error) === '23505' && violatedConstraint(error) === 'users_screen_name_unique') {
        throw conflict(`screen_name ${screenName} is already taken`, 'screen_name');
      }
      throw error;
    }
  },
};
