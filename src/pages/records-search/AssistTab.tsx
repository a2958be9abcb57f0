/**
 * The search assistant tab (only with the SEARCH_AI switch): a question in English or Chinese fills
 * the record search form; the page shows what the parser took, the form it filled, the records, and
 * takes follow-ups that change the search ("only immigration records", 他的妻子叫 Lee).
 */
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { ApiError, isCancelled } from '../../api/client';
import { searchFollowUp, searchForPrompt } from '../../api/searchAssist';
import { RECORD_CATEGORY_LABELS } from '../../protocol/records';
import type { AssistForm, SearchAssistResponse } from '../../protocol/searchAssist';
import { isSearchable, readForm, withParam } from './formQuery';
import { RecordResults } from './RecordResults';

const FIELD_LABELS: Partial<Record<keyof AssistForm, string>> = {
  surname: 'Surname',
  first_name: 'Given name',
  gender: 'Gender',
  birth_year: 'Birth year',
  birth_year_approx: 'Birth year ±',
  birth_location: 'Birth place',
  death_year: 'Death year',
  death_year_approx: 'Death year ±',
  death_location: 'Death place',
  residence_location: 'Residence',
  residence_from: 'Residence from',
  residence_to: 'Residence to',
  record_year: 'Record year',
  category_id: 'Category',
  has_images: 'Images',
  with_fuzzy_surname: 'Similar spellings',
  is_flexible: 'Flexible search',
};

function shown(key: keyof AssistForm, form: AssistForm): string {
  const value = form[key];
  if (key === 'gender') return value === 'm' ? 'Male' : 'Female';
  if (key === 'category_id') return RECORD_CATEGORY_LABELS[value as keyof typeof RECORD_CATEGORY_LABELS] ?? String(value);
  if (key === 'has_images') return value ? 'Images Available' : 'No Images Available';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

function FilledForm({ form }: { form: AssistForm }) {
  const keys = (Object.keys(FIELD_LABELS) as (keyof AssistForm)[]).filter((k) => form[k] !== undefined && form[k] !== false);
  return (
    <dl className="records-search__filled" aria-label="Search form filled in">
      {keys.map((k) => (
        <div key={k}>
          <dt>{FIELD_LABELS[k]}</dt>
          <dd>{shown(k, form)}</dd>
        </div>
      ))}
      {(form.relatives ?? []).map((r, i) => (
        <div key={`r${i}`}>
          <dt>Relative{r.relation_type ? ` (${r.relation_type})` : ''}</dt>
          <dd>{[r.surname, r.first_name].filter(Boolean).join(' ')}</dd>
        </div>
      ))}
      {(form.facts ?? []).map((f, i) => (
        <div key={`f${i}`}>
          <dt>Event ({f.fact_type})</dt>
          <dd>{[f.year !== undefined ? `${f.year}${f.approx ? ` ±${f.approx}` : ''}` : '', f.place_display_text].filter(Boolean).join(', ')}</dd>
        </div>
      ))}
    </dl>
  );
}

function failure(err: unknown): string {
  if (err instanceof ApiError && err.status === 400) {
    const fields = (err.body as { fields?: Record<string, string[]> }).fields ?? {};
    return Object.values(fields).flat().join(' ') || err.message;
  }
  return err instanceof ApiError ? err.message : 'The search assistant could not answer. Please try again.';
}

export function AssistTab() {
  const [text, setText] = useState('');
  const [answer, setAnswer] = useState<SearchAssistResponse | null>(null);
  const [asked, setAsked] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const prompt = text.trim();
    if (!prompt) return;
    setBusy(true);
    setError(null);
    try {
      const next = answer ? await searchFollowUp(answer.search_url, prompt) : await searchForPrompt(prompt);
      setAnswer(next);
      setAsked((list) => [...list, prompt]);
      setText('');
    } catch (err) {
      if (!isCancelled(err)) setError(failure(err));
    } finally {
      setBusy(false);
    }
  };
  const startOver = () => {
    setAnswer(null);
    setAsked([]);
    setText('');
    setError(null);
  };

  const query = answer ? (answer.search_url.split('?')[1] ?? '') : '';
  const params = new URLSearchParams(query);
  return (
    <section className="records-search__assist" aria-label="Search assistant">
      <p className="records-search__intro">
        Describe who you are looking for, in English or Chinese. The assistant reads names in any spelling, places by their old and romanised names, reign years,
        relatives and record types, and fills the search form for you. Then refine it in a few words.
      </p>
      {asked.length > 0 && (
        <ol className="records-search__asked" aria-label="What you asked">
          {asked.map((a, i) => (
            <li key={i}>{a}</li>
          ))}
        </ol>
      )}
      <form className="records-search__form" onSubmit={submit}>
        <label className="records-search__field">
          {answer ? 'Refine the search' : 'Who are you looking for?'}
          <textarea
            rows={2}
            maxLength={500}
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={answer ? 'only immigration records · 他的妻子叫 Lee' : 'Wong Ah Sing, born about 1885 in Taishan, arrived San Francisco · 找黄永胜，光緒十年生於新寧'}
          />
        </label>
        <div className="records-search__actions">
          {answer && (
            <button type="button" onClick={startOver}>
              Start over
            </button>
          )}
          <button type="submit" disabled={busy || !text.trim()}>
            {answer ? 'Refine' : 'Search'}
          </button>
        </div>
      </form>
      {error && <p role="alert">{error}</p>}
      {answer && (
        <>
          <p className="records-search__understood" role="status" data-testid="assist-understood">
            {answer.understood}
          </p>
          <FilledForm form={answer.form} />
          <p>
            <Link href={answer.search_url}>Open this search in the indexed records tab</Link>
          </p>
          {isSearchable(readForm(params)) ? (
            <RecordResults query={query} params={params} hrefWith={(key, value) => `/search/records?${withParam(params, key, value).toString()}`} />
          ) : (
            <p className="records-search__hint">Add a name, a place, a relative or an event to search records.</p>
          )}
        </>
      )}
    </section>
  );
}
