import { Link } from 'wouter';
import { CompanyPage } from './CompanyPage';

export default function OurStoryPage() {
  return (
    <CompanyPage
      id="our-story"
      title="Our story"
      intro={
        <p>
          <span lang="zh-Hans">寻根</span> (xúngēn) means “looking for roots”. We built Xungen because tracing a Chinese
          family is different, and most genealogy tools were not made for it.
        </p>
      }
    >
      <h2>Why Chinese family history is hard</h2>
      <p>
        One person can have a family name, a generation name, a given name, a courtesy name and, for many who emigrated, a
        “paper name” used on immigration documents. The same surname is written 陳, 陈, Chan, Chen, Tan or Chin depending on
        the dialect and the country. Records sit in clan books kept in a village hall, in immigration files in another
        country, and in the memory of an elderly relative.
      </p>
      <h2>What we do about it</h2>
      <ul>
        <li>A family tree that stores every name with its type, in both scripts, and finds people under any spelling.</li>
        <li>Search inside zupus (family tree books) and source images, with text read from vertical classical Chinese.</li>
        <li>Lookups of surnames, ancestral villages and overseas Chinese communities to find where a family came from.</li>
        <li>RecordFinder, which compares your tree with the records and sends you the likely matches.</li>
        <li>Research, translation and roots trips from desks in Singapore, Guangzhou, San Francisco and London.</li>
      </ul>
      <h2>How we work</h2>
      <p>
        Your tree is yours: you can export it as GEDCOM at any time, and living relatives are private by default. We say
        where every record comes from, and we mark an uncertain match as uncertain.
      </p>
      <p>
        <Link href="/team">Meet the team</Link> · <Link href="/contact">Contact us</Link>
      </p>
    </CompanyPage>
  );
}
