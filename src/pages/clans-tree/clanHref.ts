/** The path of a clan's page within a tree (familytree-clan-details). */
export function clanHref(treeId: string, surname: string): string {
  return `/familytree/${encodeURIComponent(treeId)}/clans/${encodeURIComponent(surname)}`;
}
