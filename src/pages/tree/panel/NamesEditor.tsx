/** The full edit's names: a list editor per part and script, a row per name with its type, errors on their rows. */
import { firstNameTypes, surnameTypes } from '../../../protocol/person';
import { emptyNameRow, FIRST_NAME_TYPE_LABEL, NAME_LISTS, SURNAME_TYPE_LABEL, type NameErrors, type NameList, type NameRow, type NamesForm } from './namesForm';
import type { FirstNameType, SurnameType } from './personForm';
import { Errors, Field } from './PersonFormView';

interface Props {
  value: NamesForm;
  errors: NameErrors;
  onChange: (next: NamesForm) => void;
}

/** "First name (English)" inside a sentence: "Add a first name (English)". */
const inSentence = (item: string) => item.charAt(0).toLowerCase() + item.slice(1);

function typeOptions(list: NameList) {
  return list.part === 'first_names'
    ? firstNameTypes.map((t: FirstNameType) => ({ value: t, label: FIRST_NAME_TYPE_LABEL[t] }))
    : surnameTypes.map((t: SurnameType) => ({ value: t, label: SURNAME_TYPE_LABEL[t] }));
}

export function NamesEditor({ value, errors, onChange }: Props) {
  const setRows = (list: NameList, rows: NameRow[]) => onChange({ ...value, [list.key]: rows });
  return (
    <fieldset className="tree-form__list" aria-label="Names">
      <legend>Names</legend>
      <Errors id="full-edit-names-error" messages={errors.form} />
      {NAME_LISTS.map((list) => {
        const rows = value[list.key];
        const options = typeOptions(list);
        return (
          <fieldset key={list.key} className="tree-form__names" aria-label={list.title}>
            <legend>{list.title}</legend>
            {rows.map((r, i) => {
              const id = `full-edit-${list.key}-${i}`;
              const messages = errors.rows[list.key]?.[i];
              const set = (patch: Partial<NameRow>) => setRows(list, rows.map((row, j) => (j === i ? { ...row, ...patch } : row)));
              return (
                <div key={i} className="tree-form__row" role="group" aria-label={`${list.item} ${i + 1}`}>
                  <Field id={`${id}-value`} text="Name">
                    <input
                      id={`${id}-value`}
                      value={r.value}
                      lang={list.chinese ? 'zh' : undefined}
                      aria-invalid={messages ? true : undefined}
                      aria-describedby={messages ? `${id}-error` : undefined}
                      onChange={(e) => set({ value: e.target.value })}
                    />
                  </Field>
                  <Field id={`${id}-type`} text="Type">
                    <select id={`${id}-type`} value={r.type} onChange={(e) => set({ type: e.target.value as NameRow['type'] })}>
                      {options.map((o) => (
                        <option key={o.value} value={o.value}>
                          {o.label}
                        </option>
                      ))}
                    </select>
                  </Field>
                  <Errors id={`${id}-error`} messages={messages} />
                  <button type="button" className="tree-link" onClick={() => setRows(list, rows.filter((_, j) => j !== i))}>
                    Remove {inSentence(list.item)} {i + 1}
                  </button>
                </div>
              );
            })}
            <button type="button" className="tree-button" onClick={() => setRows(list, [...rows, emptyNameRow(list)])}>
              Add a {inSentence(list.item)}
            </button>
          </fieldset>
        );
      })}
    </fieldset>
  );
}
