import { useId } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import type { ProfileFieldInput } from "../../api/endpoints/profile";
import { Button } from "../../components/Button";
import { Input } from "../../components/Form.styles";
import { mediaDown } from "../../styles/theme";
import { FieldErrors } from "./FieldErrors";

export interface ProfileFieldsEditorProps {
  fields: readonly ProfileFieldInput[];
  /** How many rows the server keeps, and how long each part may be. */
  max: number;
  nameLength: number;
  valueLength: number;
  onChange: (fields: ProfileFieldInput[]) => void;
  errors?: readonly string[];
}

/** The profile's label and content rows, as many as the server keeps. */
export function ProfileFieldsEditor({
  fields,
  max,
  nameLength,
  valueLength,
  onChange,
  errors,
}: ProfileFieldsEditorProps) {
  const intl = useIntl();
  const errorId = useId();
  const change = (index: number, part: Partial<ProfileFieldInput>) => {
    onChange(
      fields.map((field, at) => (at === index ? { ...field, ...part } : field)),
    );
  };
  return (
    <Set aria-describedby={errors?.length ? errorId : undefined}>
      <legend>
        <FormattedMessage
          id="settings.profile.fields"
          defaultMessage="Profile fields"
        />
      </legend>
      {fields.map((field, index) => (
        // Rows have no identity but their place; edits keep the order.
        <Row key={index}>
          <Input
            aria-label={intl.formatMessage(
              {
                id: "settings.profile.fieldName",
                defaultMessage: "Label {n}",
              },
              { n: index + 1 },
            )}
            value={field.name}
            maxLength={nameLength}
            onChange={(event) => {
              change(index, { name: event.target.value });
            }}
          />
          <Input
            aria-label={intl.formatMessage(
              {
                id: "settings.profile.fieldValue",
                defaultMessage: "Content {n}",
              },
              { n: index + 1 },
            )}
            value={field.value}
            maxLength={valueLength}
            onChange={(event) => {
              change(index, { value: event.target.value });
            }}
          />
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              onChange(fields.filter((_, at) => at !== index));
            }}
          >
            <FormattedMessage
              id="settings.profile.removeField"
              defaultMessage="Remove field {n}"
              values={{ n: index + 1 }}
            />
          </Button>
        </Row>
      ))}
      {fields.length < max && (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            onChange([...fields, { name: "", value: "" }]);
          }}
        >
          <FormattedMessage id="admin.section.add" defaultMessage="Add" />
        </Button>
      )}
      <FieldErrors id={errorId} messages={errors} />
    </Set>
  );
}

const Set = styled.fieldset`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  grid-column: 1 / -1;
  margin: 0;
  padding: 0;
  border: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  legend {
    padding: 0;
    margin-block-end: ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 2fr) auto;
  gap: ${({ theme }) => theme.space.xs};
  align-self: stretch;

  /* A phone gives the content its own line: beside the label and the remove
     button it showed a dozen characters of an address. */
  ${mediaDown("sm")} {
    grid-template-columns: minmax(0, 1fr) auto;

    > :nth-child(2) {
      grid-column: 1 / -1;
      grid-row: 2;
    }
  }
`;
