import { FormattedMessage } from "react-intl";
import { Button } from "../../components/Button";
import { useAppDispatch } from "../../store/hooks";
import {
  authorizeFollowRequest,
  rejectFollowRequest,
} from "../../store/relationships/thunks";

export interface FollowRequestButtonsProps {
  accountId: string;
}

/** Accept or reject a follow request; the request leaves the lists at once. */
export function FollowRequestButtons({ accountId }: FollowRequestButtonsProps) {
  const dispatch = useAppDispatch();
  return (
    <>
      <Button
        size="sm"
        onClick={() => void dispatch(authorizeFollowRequest({ id: accountId }))}
      >
        <FormattedMessage
          id="notifications.followRequest.accept"
          defaultMessage="Accept"
        />
      </Button>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => void dispatch(rejectFollowRequest({ id: accountId }))}
      >
        <FormattedMessage
          id="notifications.followRequest.reject"
          defaultMessage="Reject"
        />
      </Button>
    </>
  );
}
