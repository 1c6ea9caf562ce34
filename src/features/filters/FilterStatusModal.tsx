import { useId, useState, type SyntheticEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { Button } from "../../components/Button";
import { DialogButtons } from "../../components/ConfirmDialog";
import { Modal } from "../../components/Modal";
import { selectFilters } from "../../store/filters/selectors";
import { addFilterStatus, createFilter } from "../../store/filters/thunks";
import { useViewerFilters } from "../../store/filters/useViewerFilters";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { Choice, Column, Field, Group } from "./FilterEditor.styles";
import { filterMessages } from "./filterMessages";
import { rejectionReason } from "../../store/failure";

export interface FilterStatusModalProps {
  statusId: string;
  onClose: () => void;
}

const NEW = "new";

/**
 * "Filter this post" (v2 filters): the post joins one of the member's
 * filters, or a new one (a warning everywhere, which the filters screen can
 * change). It folds at once; the server's refusal is said in the dialog.
 */
export function FilterStatusModal({
  statusId,
  onClose,
}: FilterStatusModalProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  useViewerFilters();
  const filters = useAppSelector(selectFilters) ?? [];
  const [choice, setChoice] = useState<string>(NEW);
  const [title, setTitle] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
  const isNew = choice === NEW;
  const ready = !isNew || title.trim() !== "";

  const save = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (!ready || busy) return;
    setBusy(true);
    setError(null);
    let filterId = choice;
    if (isNew) {
      const created = await dispatch(
        createFilter({
          params: {
            title: title.trim(),
            context: ["home", "notifications", "public", "thread", "account"],
            filter_action: "warn",
            expires_in: null,
            keywords: [],
          },
        }),
      );
      if (!createFilter.fulfilled.match(created)) {
        setBusy(false);
        setError(rejectionReason(created));
        return;
      }
      filterId = created.payload.result;
    }
    const added = await dispatch(addFilterStatus({ filterId, statusId }));
    setBusy(false);
    if (addFilterStatus.fulfilled.match(added)) onClose();
    else setError(rejectionReason(added));
  };

  return (
    <Modal
      size="sm"
      onClose={onClose}
      title={<FormattedMessage {...filterMessages.filterPost} />}
    >
      <Form onSubmit={(event) => void save(event)}>
        <Group>
          <legend>
            <FormattedMessage
              id="filters.status.choose"
              defaultMessage="Add the post to"
            />
          </legend>
          <Options>
            {filters.map((filter) => (
              <Choice key={filter.id}>
                <input
                  type="radio"
                  name="filter-status"
                  checked={choice === filter.id}
                  onChange={() => setChoice(filter.id)}
                />
                {filter.title}
              </Choice>
            ))}
            <Choice>
              <input
                type="radio"
                name="filter-status"
                checked={isNew}
                onChange={() => setChoice(NEW)}
              />
              {intl.formatMessage(filterMessages.new)}
            </Choice>
          </Options>
        </Group>
        {isNew && (
          <Column>
            <label htmlFor={titleId}>
              <FormattedMessage {...filterMessages.name} />
            </label>
            <Field
              id={titleId}
              value={title}
              required
              maxLength={200}
              onChange={(event) => setTitle(event.target.value)}
            />
          </Column>
        )}
        {error !== null && <ErrorText role="alert">{error}</ErrorText>}
        <DialogButtons>
          <Button variant="secondary" onClick={onClose}>
            <FormattedMessage
              id="account.confirm.cancel"
              defaultMessage="Cancel"
            />
          </Button>
          <Button type="submit" loading={busy} disabled={!ready}>
            <FormattedMessage {...filterMessages.filterPost} />
          </Button>
        </DialogButtons>
      </Form>
    </Modal>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Options = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.dangerText};
`;
