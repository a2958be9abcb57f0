/** Chinese and English kinship terms (称谓) for the relatives of a home person. */
/** Kinship terms for every person connected to the home person, with the path they follow. */
export { relationNames, type RelationName } from './relationNames';
/** English blood-relation words from generations ('third cousin twice removed'). */
export { englishBlood } from './english';
