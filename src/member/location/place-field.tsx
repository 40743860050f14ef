import { useMutation, useQuery } from '@tanstack/react-query';
import { MapPin } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '@/shared/lib/use-debounced-value';
import { getPorts } from '@/shared/ports/ports';
import { shortPlace, type PlaceSuggestion, type ResolvedPlace } from '@/shared/ports/places';
import styles from './place-field.module.css';

const MIN_QUERY = 2;

export interface PlaceFieldProps {
  label: string;
  value: ResolvedPlace | null;
  /** A place chosen from the suggestions, or null as soon as the text no longer names one. */
  onChange: (place: ResolvedPlace | null) => void;
  /** The text as typed, for a form that tells "nothing typed" from "typed but not chosen". */
  onTextChange?: (text: string) => void;
  /** Ties the field to a message about it (a validation notice). */
  describedBy?: string;
  /** What the empty field says; by default "Start typing a city". */
  placeholder?: string;
}

/**
 * The city field of the sign-up and of change location, over the places port (regions only): a combobox whose suggestions
 * float over what follows (ARIA 1.2 combobox pattern); only a suggestion chosen from the list
 * counts, cut to the last three comma parts of its address (docs/product/rules-and-timings.md#location).
 */
export function PlaceField({ label, value, onChange, onTextChange, describedBy, placeholder }: PlaceFieldProps) {
  const { t, i18n } = useTranslation('location');
  const id = useId();
  const listId = `${id}-list`;
  const [query, setQuery] = useState(value?.place ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const search = useDebouncedValue(query.trim(), 250);
  const searching = open && !value && search.length >= MIN_QUERY;

  const suggestions = useQuery({
    queryKey: ['places-suggest', search, i18n.language],
    queryFn: async () => (await getPorts()).places.suggest(search, i18n.language),
    enabled: searching,
    staleTime: Infinity,
  });
  const resolve = useMutation({
    mutationFn: async (suggestion: PlaceSuggestion): Promise<ResolvedPlace> => {
      const place = await (await getPorts()).places.resolve(suggestion);
      return { place: shortPlace(place.place), lat: place.lat, lon: place.lon };
    },
  });

  const options = searching ? (suggestions.data ?? []) : [];
  const expanded = searching && options.length > 0;

  function type(text: string) {
    setQuery(text);
    onTextChange?.(text);
    setOpen(true);
    setActive(-1);
    if (value) onChange(null);
  }

  function choose(suggestion: PlaceSuggestion) {
    setOpen(false);
    setActive(-1);
    setQuery(suggestion.description);
    resolve.mutate(suggestion, {
      onSuccess: (place) => {
        setQuery(place.place);
        onTextChange?.(place.place);
        onChange(place);
      },
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!expanded) return setOpen(true);
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      const suggestion = options[active];
      if (suggestion) choose(suggestion);
    } else if (event.key === 'Escape' && expanded) {
      // Closes the list, not the dialog around it.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  }

  let status = '';
  if (resolve.isPending) status = t('resolving');
  else if (resolve.isError) status = t('resolveFailed');
  else if (value) status = t('chosen', { place: value.place });
  else if (searching && suggestions.isFetching) status = t('searching');
  else if (searching && suggestions.isError) status = t('searchFailed');
  else if (searching && suggestions.isSuccess) status = t('results', { count: options.length });

  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.control}>
        <MapPin className={styles.icon} size={18} aria-hidden="true" />
        <input
          id={id}
          className={styles.input}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          aria-describedby={[`${id}-status`, describedBy].filter(Boolean).join(' ')}
          autoComplete="off"
          placeholder={placeholder ?? t('placeholder')}
          value={query}
          onChange={(event) => type(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          onFocus={() => setOpen(true)}
        />
        <ul id={listId} role="listbox" aria-label={label} className={styles.list} hidden={!expanded}>
          {options.map((option, index) => (
            <li
              key={option.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={styles.option}
              // Keeps the focus in the input, so the blur does not close the list before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(option)}
            >
              <MapPin size={16} aria-hidden="true" />
              <span>{option.description}</span>
            </li>
          ))}
        </ul>
      </div>
      <p id={`${id}-status`} className={styles.status} aria-live="polite">
        {status}
      </p>
    </div>
  );
}
