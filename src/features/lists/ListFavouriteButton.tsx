import { useIntl } from "react-intl";
import { IconButton } from "../../components/IconButton";
import starFilledIcon from "../../components/icons/star-filled.svg";
import starIcon from "../../components/icons/star.svg";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { selectSupports } from "../../store/instance/selectors";
import type { StoredList } from "../../store/lists/normalize";
import { setListFavourite } from "../../store/lists/thunks";
import { listMessages } from "./listMessages";

/** The star that makes a list a favourite, where the server has favourite lists. */
export function ListFavouriteButton({ list }: { list: StoredList }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const supported = useAppSelector((s) => selectSupports(s, "listsFavourites"));
  if (!supported) return null;
  return (
    <IconButton
      src={list.favourite ? starFilledIcon : starIcon}
      label={intl.formatMessage(listMessages.favourite)}
      pressed={list.favourite}
      onClick={() =>
        void dispatch(
          setListFavourite({ id: list.id, favourite: !list.favourite }),
        )
      }
    />
  );
}
