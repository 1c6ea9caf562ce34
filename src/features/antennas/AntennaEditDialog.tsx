import { useId, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import type { Antenna } from "../../api/schemas/antenna";
import { SelectField } from "../../components/FormControls";
import { TitleDialog } from "../../components/TitleDialog";
import { updateAntenna } from "../../store/antennas/thunks";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { selectSupports } from "../../store/instance/selectors";
import { selectListById, selectListIds } from "../../store/lists/selectors";
import { fetchLists } from "../../store/lists/thunks";
import { useRequest } from "../../store/useRequest";
import { antennaMessages } from "./antennaMessages";
import { rejectionReason } from "../../store/failure";

/**
 * An antenna's title and settings: media only, boosts left out, and the
 * list kmyblue also adds its catches to (`insert_feeds` with `list_id`).
 * The server's refusal is said in the dialog.
 */
export function AntennaEditDialog({
  antenna,
  onClose,
}: {
  antenna: Antenna;
  onClose: () => void;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const hasLists = useAppSelector((state) => selectSupports(state, "lists"));
  useRequest(fetchLists, undefined, { skip: !hasLists });
  const listIds = useAppSelector(selectListIds);
  const [mediaOnly, setMediaOnly] = useState(antenna.with_media_only);
  const [ignoreReblogs, setIgnoreReblogs] = useState(antenna.ignore_reblog);
  const [listId, setListId] = useState(
    antenna.insert_feeds && antenna.list ? antenna.list.id : "",
  );
  const listField = useId();

  const save = async (title: string) => {
    const done = await dispatch(
      updateAntenna({
        id: antenna.id,
        params: {
          title,
          with_media_only: mediaOnly,
          ignore_reblog: ignoreReblogs,
          ...(listId
            ? { insert_feeds: true, list_id: listId }
            : { insert_feeds: false }),
        },
      }),
    );
    return updateAntenna.fulfilled.match(done) ? null : rejectionReason(done);
  };

  return (
    <TitleDialog
      heading={<FormattedMessage {...antennaMessages.edit} />}
      initial={antenna.title}
      onSave={save}
      onClose={onClose}
    >
      <Check>
        <input
          type="checkbox"
          checked={mediaOnly}
          onChange={(event) => setMediaOnly(event.target.checked)}
        />
        <FormattedMessage
          id="timeline.public.media"
          defaultMessage="Media only"
        />
      </Check>
      <Check>
        <input
          type="checkbox"
          checked={ignoreReblogs}
          onChange={(event) => setIgnoreReblogs(event.target.checked)}
        />
        <FormattedMessage
          id="antennas.ignoreReblogs"
          defaultMessage="Leave out boosts"
        />
      </Check>
      {hasLists && (
        <>
          <label htmlFor={listField}>
            <FormattedMessage
              id="antennas.list"
              defaultMessage="Also add matches to a list"
            />
          </label>
          <SelectField
            id={listField}
            value={listId}
            onChange={(event) => setListId(event.target.value)}
          >
            <option value="">{intl.formatMessage(antennaMessages.none)}</option>
            {(listIds ?? []).map((id) => (
              <ListOption key={id} id={id} />
            ))}
            {listId && !listIds?.includes(listId) && antenna.list && (
              <option value={antenna.list.id}>{antenna.list.title}</option>
            )}
          </SelectField>
        </>
      )}
    </TitleDialog>
  );
}

function ListOption({ id }: { id: string }) {
  const list = useAppSelector((state) => selectListById(state, id));
  return list ? <option value={id}>{list.title}</option> : null;
}

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;
