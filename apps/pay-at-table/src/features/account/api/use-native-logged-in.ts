import { useEffect } from 'react';
import { browserNativeAppHost, postUserLoggedIn } from '../../../lib/native/native-app.js';

/**
 * "The native app is told the user is logged in when the agent identifies as the mobile app (failure only logged)"
 * (3 §4): posted once per user when `userId` is known.
 */
export function useNativeLoggedIn(userId: string | undefined): void {
  useEffect(() => {
    if (userId) postUserLoggedIn(browserNativeAppHost(window), userId, (message, error) => console.warn(message, error));
  }, [userId]);
}
