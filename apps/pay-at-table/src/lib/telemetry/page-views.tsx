import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { timing, track } from './telemetry.js';

/**
 * Sends a `page_viewed` analytics event for each page the diner sees, and once the `page_load` telemetry event (from
 * the navigation's start to now, when the header's controls render after the page). Renders nothing.
 */
export function PageViews() {
  const { pathname } = useLocation();
  const loaded = useRef(false);
  useEffect(() => {
    if (!loaded.current) {
      loaded.current = true;
      timing('page_load', performance.timeOrigin, performance.timeOrigin + performance.now());
    }
  }, []);
  useEffect(() => {
    track('page_viewed');
  }, [pathname]);
  return null;
}
