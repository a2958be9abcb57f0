/**
 * The dictionary's entries for a surname's characters (CC-CEDICT): the everyday meanings beside the
 * surname, and the reading each one has. Nothing is shown when the dictionary has none or is not
 * loaded yet.
 */
import { lookUpChinese } from '../../api/dictionary';
import { useLoad } from '../company/useLoad';

export function SurnameInDictionary({ surname, traditional }: { surname: string; traditional: string }) {
  const load = useLoad(() => lookUpChinese(surname), surname);
  if (load.state !== 'ready') return null;
  const words = load.data.objects.filter((w) => w.simplified === surname || w.traditional === traditional);
  if (!words.length) return null;
  return (
    <section aria-labelledby="clan-dictionary">
      <h2 id="clan-dictionary">In the dictionary</h2>
      <dl className="clans__dictionary">
        {words.map((w) => (
          <div key={w.id}>
            <dt>
              <span lang="zh-Hans">{w.simplified}</span>
              {w.traditional !== w.simplified && <span lang="zh-Hant"> {w.traditional}</span>} <span className="clans__meta">{w.pinyin_marks}</span>
            </dt>
            <dd>{w.glosses.join('; ')}</dd>
          </div>
        ))}
      </dl>
      <p className="clans__meta">Glosses from CC-CEDICT (CC BY-SA 4.0), a dictionary of words, not a translation of the name.</p>
    </section>
  );
}
