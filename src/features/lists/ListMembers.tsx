import {
  selectListCandidates,
  selectListMembers,
} from "../../store/lists/selectors";
import {
  addListMembers,
  fetchListMembers,
  removeListMembers,
  searchListCandidates,
} from "../../store/lists/thunks";
import { MembersEditor, type MembersSource } from "../../widgets/MembersEditor";

const LIST_MEMBERS: MembersSource = {
  fetch: fetchListMembers,
  add: addListMembers,
  remove: removeListMembers,
  search: searchListCandidates,
  selectMembers: selectListMembers,
  selectCandidates: selectListCandidates,
};

/** A list's members and a search for people to add. */
export function ListMembers({ listId }: { listId: string }) {
  return <MembersEditor id={listId} source={LIST_MEMBERS} />;
}
