/** Every services page's content, by route name, and the groups services-main lists them in. */
import { institutionServices } from './institutions';
import { researchServices } from './research';
import { storyServices } from './story';
import { travelServices } from './travel';
import { serviceGroups, serviceGroupTitles, type ServiceContent, type ServiceGroup } from './types';
import { zupuServices } from './zupu';

export { serviceGroups, serviceGroupTitles };
export type { ServiceContent, ServiceGroup };

export const services: ServiceContent[] = [...researchServices, ...zupuServices, ...storyServices, ...travelServices, ...institutionServices];

const byRoute = new Map(services.map((s) => [s.route, s]));

/** The content of a services page by its route name. */
export function serviceFor(route: string): ServiceContent | undefined {
  return byRoute.get(route);
}

/** The services of a group as services-main lists them: top-level services only (sub-pages sit under their parent). */
export function servicesOf(group: ServiceGroup): ServiceContent[] {
  return services.filter((s) => s.group === group && !s.parent);
}

/** Where a service's call to action leads: get-in-touch with the service preselected. */
export function getInTouchHref(route: string): string {
  return `/get-in-touch?interest=${encodeURIComponent(route)}`;
}
