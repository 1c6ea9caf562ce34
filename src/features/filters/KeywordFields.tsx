import { useId } from "react";
import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { Button } from "../../components/Button";
import { Choice, Field, Fieldset } from "./FilterEditor.styles";
import { filterMessages } from "./filterMessages";

/** A keyword as edited: `id` for one the server has, `key` for React. */
export interface KeywordDraft {
  key: string;
  id: string | null;
  keyword: string;
  wholeWord: boolean;
}

export interface KeywordFieldsProps {
  keywords: readonly KeywordDraft[];
  /** v1 filters hold one keyword: no adding or removing. */
  single: boolean;
  onChange: (keywords: KeywordDraft[]) => void;
}

let drafted = 0;

/** The keyword rows: the word, "Whole word", "Remove"; and "Add keyword". */
export function KeywordFields({
  keywords,
  single,
  onChange,
}: KeywordFieldsProps) {
  const legendId = useId();
  const update = (key: string, change: Partial<KeywordDraft>) =>
    onChange(keywords.map((k) => (k.key === key ? { ...k, ...change } : k)));
  const shown = single ? keywords.slice(0, 1) : keywords;
  return (
    <Fieldset aria-labelledby={legendId}>
      <Legend id={legendId}>
        <FormattedMessage {...filterMessages.keywords} />
      </Legend>
      <Rows>
        {shown.map((k) => (
          <li key={k.key}>
            <Field
              aria-labelledby={legendId}
              value={k.keyword}
              required={single}
              maxLength={200}
              onChange={(event) =>
                update(k.key, { keyword: event.target.value })
              }
            />
            <Choice>
              <input
                type="checkbox"
                checked={k.wholeWord}
                onChange={(event) =>
                  update(k.key, { wholeWord: event.target.checked })
                }
              />
              <FormattedMessage
                id="filters.keyword.wholeWord"
                defaultMessage="Whole word"
              />
            </Choice>
            {!single && (
              <Button
                size="sm"
                variant="secondary"
                onClick={() => onChange(keywords.filter((d) => d !== k))}
              >
                <FormattedMessage {...filterMessages.remove} />
              </Button>
            )}
          </li>
        ))}
      </Rows>
      {!single && (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => {
            drafted += 1;
            onChange([
              ...keywords,
              {
                key: `new-${String(drafted)}`,
                id: null,
                keyword: "",
                wholeWord: true,
              },
            ]);
          }}
        >
          <FormattedMessage
            id="filters.keyword.add"
            defaultMessage="Add keyword"
          />
        </Button>
      )}
    </Fieldset>
  );
}

const Legend = styled.legend`
  margin-block-end: ${({ theme }) => theme.space.xs};
  padding: 0;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Rows = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin-block-end: ${({ theme }) => theme.space.sm};
  padding: 0;
  list-style: none;

  > li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
  }

  > li > input {
    flex: 1;
    min-inline-size: 8rem;
  }
`;
