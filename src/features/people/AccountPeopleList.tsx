import type { ReactNode } from "react";
import type { AccountListSource } from "../../store/accountLists/sources";
import { PagedList } from "../../components/PagedList";
import { PersonRow } from "./PersonRow";
import { FollowButton } from "../../widgets/FollowButton";
import { usePeopleList } from "./usePeopleList";

export interface AccountPeopleListProps {
  /** The list to show; null shows `empty` without asking. */
  source: AccountListSource | null;
  label: string;
  empty?: ReactNode;
}

/** A people list whose rows offer to follow (followers, who boosted, endorsements...). */
export function AccountPeopleList({
  source,
  label,
  empty,
}: AccountPeopleListProps) {
  const { ids, ...list } = usePeopleList(source);
  return (
    <PagedList {...list} label={label} empty={empty}>
      {ids.map((id) => (
        <li key={id}>
          <PersonRow
            id={id}
            action={(describedBy) => (
              <FollowButton
                accountId={id}
                size="sm"
                describedBy={describedBy}
              />
            )}
          />
        </li>
      ))}
    </PagedList>
  );
}
