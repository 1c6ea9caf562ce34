import { useEffect, useId, useState } from "react";
import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { Button } from "../../components/Button";
import { TextField } from "../../components/FormControls";
import { selectEventPlaces } from "../../store/calendar/selectors";
import { searchEventPlaces } from "../../store/calendar/thunks";
import { useAppDispatch, useAppSelector } from "../../store/hooks";

/** A place chosen for the event: the search's id, and what it is called. */
export interface ChosenPlace {
  id: string | null;
  name: string;
}

export interface EventPlaceFieldProps {
  place: ChosenPlace | null;
  onChange: (place: ChosenPlace | null) => void;
}

/** How long typing pauses before the places are looked up. */
const SEARCH_DELAY_MS = 300;

/** The event's place, found through the server's location search. */
export function EventPlaceField({ place, onChange }: EventPlaceFieldProps) {
  const dispatch = useAppDispatch();
  const fieldId = useId();
  const [q, setQ] = useState("");
  const query = q.trim();
  const places = useAppSelector((s) => selectEventPlaces(s, query));
  useEffect(() => {
    if (query === "") return;
    const timer = setTimeout(() => {
      void dispatch(searchEventPlaces({ q: query }));
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [dispatch, query]);
  return (
    <Field>
      <label htmlFor={fieldId}>
        <FormattedMessage id="event.form.place" defaultMessage="Place" />
      </label>
      {place ? (
        <Chosen>
          <span>{place.name}</span>
          <Button size="sm" variant="secondary" onClick={() => onChange(null)}>
            <FormattedMessage
              id="account.removeFollower.confirm"
              defaultMessage="Remove"
            />
          </Button>
        </Chosen>
      ) : (
        <>
          <TextField
            id={fieldId}
            type="search"
            value={q}
            autoComplete="off"
            onChange={(e) => setQ(e.target.value)}
          />
          {query !== "" && places.length > 0 && (
            <Places>
              {places.map((p) => (
                <li key={p.origin_id ?? p.description}>
                  <Button
                    size="sm"
                    variant="link"
                    onClick={() => {
                      onChange({ id: p.origin_id, name: p.description ?? "" });
                      setQ("");
                    }}
                  >
                    {p.description}
                  </Button>
                </li>
              ))}
            </Places>
          )}
        </>
      )}
    </Field>
  );
}

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};

  > label,
  > legend {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const Chosen = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Places = styled.ul`
  padding: 0;
  list-style: none;
`;
