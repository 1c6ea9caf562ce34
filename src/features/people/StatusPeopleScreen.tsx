import { useIntl } from "react-intl";
import { useParams } from "react-router-dom";
import { ColumnHeader } from "../../components/ColumnHeader";
import { useDocumentTitle } from "../../components/useDocumentTitle";
import { AccountPeopleList } from "./AccountPeopleList";
import { Column } from "./Column";

export interface StatusPeopleScreenProps {
  list: "rebloggedBy" | "favouritedBy";
}

/** `/@user/posts/:statusId/reblogs` and `.../favourites`: who boosted or liked a post. */
export function StatusPeopleScreen({ list }: StatusPeopleScreenProps) {
  const intl = useIntl();
  const { statusId = "" } = useParams();
  const title =
    list === "rebloggedBy"
      ? intl.formatMessage({
          id: "people.rebloggedBy.title",
          defaultMessage: "Boosted by",
        })
      : intl.formatMessage({
          id: "people.favouritedBy.title",
          defaultMessage: "Liked by",
        });
  useDocumentTitle(title);
  return (
    <Column>
      <ColumnHeader title={title} level={2} />
      <AccountPeopleList source={{ kind: list, statusId }} label={title} />
    </Column>
  );
}
