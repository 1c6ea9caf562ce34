import { FormattedMessage } from "react-intl";
import { TitleForm } from "../../components/TitleForm";
import { useAppDispatch } from "../../store/hooks";
import { createList } from "../../store/lists/thunks";
import { listMessages } from "./listMessages";
import { rejectionReason } from "../../store/failure";

/** A title and "Create list"; the server's refusal is said under the field. */
export function NewListForm() {
  const dispatch = useAppDispatch();
  return (
    <TitleForm
      label={
        <FormattedMessage
          id="lists.new.label"
          defaultMessage="Title of a new list"
        />
      }
      submitLabel={<FormattedMessage {...listMessages.create} />}
      onCreate={async (title) => {
        const done = await dispatch(createList({ params: { title } }));
        if (createList.fulfilled.match(done)) return null;
        return rejectionReason(done);
      }}
    />
  );
}
