import { FormattedMessage, useIntl } from "react-intl";
import {
  CollectionIndex,
  CollectionLink,
} from "../../components/CollectionIndex";
import { useDocumentTitle } from "../../components/useDocumentTitle";
import {
  selectAntennaById,
  selectAntennaIds,
} from "../../store/antennas/selectors";
import { createAntenna, fetchAntennas } from "../../store/antennas/thunks";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { useRequest } from "../../store/useRequest";
import { paths } from "../../utils/paths";
import { antennaMessages } from "./antennaMessages";
import { rejectionReason } from "../../store/failure";

/** `/antennas`: the member's kmyblue antennas and a new one. */
export function AntennasScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const title = intl.formatMessage(antennaMessages.title);
  useDocumentTitle(title);
  const { phase, failure, retry } = useRequest(fetchAntennas, undefined);
  const ids = useAppSelector(selectAntennaIds);
  return (
    <CollectionIndex
      title={title}
      ids={ids}
      failed={phase === "failed"}
      failure={failure}
      onRetry={retry}
      errorText={
        <FormattedMessage
          id="antennas.error"
          defaultMessage="Your antennas could not be loaded."
        />
      }
      emptyText={
        <FormattedMessage
          id="antennas.empty"
          defaultMessage="You have no antennas yet."
        />
      }
      renderRow={(id) => <AntennaLink id={id} />}
      newLabel={
        <FormattedMessage
          id="antennas.new.label"
          defaultMessage="Title of a new antenna"
        />
      }
      createLabel={
        <FormattedMessage
          id="antennas.create"
          defaultMessage="Create antenna"
        />
      }
      onCreate={async (name) => {
        const done = await dispatch(createAntenna({ title: name }));
        if (createAntenna.fulfilled.match(done)) return null;
        return rejectionReason(done);
      }}
    />
  );
}

function AntennaLink({ id }: { id: string }) {
  const antenna = useAppSelector((state) => selectAntennaById(state, id));
  return antenna ? (
    <CollectionLink to={paths.antenna(id)}>{antenna.title}</CollectionLink>
  ) : null;
}
