/** Adds the family website stylesheet (one copy, served with the server-rendered pages) while a site or report page is shown. */
import { useEffect } from 'react';

export function useSiteStylesheet(): void {
  useEffect(() => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = '/fws-assets/site.css';
    document.head.append(link);
    return () => link.remove();
  }, []);
}
