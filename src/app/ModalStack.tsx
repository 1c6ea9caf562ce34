import { Suspense } from "react";
import { useAppDispatch } from "../store/hooks";
import { modalClosed, type ModalEntry } from "../store/modals/slice";
import { lazyScreen } from "./lazyScreen";

/*
 * The open modals (spec 01 sections 2 and 4), bottom to top. Each modal's
 * content is its own chunk, loaded when first opened; this file is a chunk
 * too, loaded with the first modal (ModalRoot.tsx).
 */

const ReactionsModal = lazyScreen(() =>
  import(
    /* webpackChunkName: "reactions-modal" */ "../features/people/ReactionsModal"
  ).then((m) => m.ReactionsModal),
);

const HotkeysModal = lazyScreen(() =>
  import(/* webpackChunkName: "hotkeys-modal" */ "./HotkeysModal").then(
    (m) => m.HotkeysModal,
  ),
);
const MediaModal = lazyScreen(() =>
  import(
    /* webpackChunkName: "media-modal" */ "../features/status/MediaModal"
  ).then((m) => m.MediaModal),
);
const CompareHistoryModal = lazyScreen(() =>
  import(
    /* webpackChunkName: "compare-history-modal" */ "../features/status/StatusHistoryModal"
  ).then((m) => m.StatusHistoryModal),
);
const UnauthorizedModal = lazyScreen(() =>
  import(
    /* webpackChunkName: "unauthorized-modal" */ "../features/account/UnauthorizedModal"
  ).then((m) => m.UnauthorizedModal),
);

const ComposeModal = lazyScreen(() =>
  import(
    /* webpackChunkName: "compose-modal" */ "../features/compose/ComposeModal"
  ).then((m) => m.ComposeModal),
);

const BookmarkFolderModal = lazyScreen(() =>
  import(
    /* webpackChunkName: "bookmark-folder-modal" */ "../features/bookmarks/BookmarkFolderModal"
  ).then((m) => m.BookmarkFolderModal),
);

const FilterStatusModal = lazyScreen(() =>
  import(
    /* webpackChunkName: "filter-status-modal" */ "../features/filters/FilterStatusModal"
  ).then((m) => m.FilterStatusModal),
);

const ListMembershipModal = lazyScreen(() =>
  import(
    /* webpackChunkName: "list-membership-modal" */ "../features/lists/ListMembershipModal"
  ).then((m) => m.ListMembershipModal),
);

const ReportModal = lazyScreen(() =>
  import(
    /* webpackChunkName: "report-modal" */ "../features/report/ReportModal"
  ).then((m) => m.ReportModal),
);

function ModalContent({
  modal,
  onClose,
}: {
  modal: ModalEntry;
  onClose: () => void;
}) {
  const props = modal.props;
  switch (modal.type) {
    case "REACTIONS":
      return <ReactionsModal {...props} onClose={onClose} />;
    case "HOTKEYS":
      return (
        <HotkeysModal
          onClose={onClose}
          set={props.set === "reports" ? "reports" : undefined}
        />
      );
    case "MEDIA":
      return <MediaModal {...props} onClose={onClose} />;
    case "COMPARE_HISTORY":
      return <CompareHistoryModal {...props} onClose={onClose} />;
    case "UNAUTHORIZED":
      return <UnauthorizedModal {...props} onClose={onClose} />;
    case "COMPOSE":
      return <ComposeModal onClose={onClose} />;
    case "BOOKMARK_FOLDER":
      return <BookmarkFolderModal {...props} onClose={onClose} />;
    case "FILTER_STATUS":
      return (
        <FilterStatusModal
          statusId={String(props.statusId)}
          onClose={onClose}
        />
      );
    case "LIST_MEMBERSHIP":
      return (
        <ListMembershipModal
          accountId={String(props.accountId)}
          acct={String(props.acct)}
          onClose={onClose}
        />
      );
    case "REPORT":
      return (
        <ReportModal
          accountId={String(props.accountId)}
          statusId={typeof props.statusId === "string" ? props.statusId : null}
          onClose={onClose}
        />
      );
    default:
      return null;
  }
}

export function ModalStack({ stack }: { stack: readonly ModalEntry[] }) {
  const dispatch = useAppDispatch();
  return (
    <Suspense fallback={null}>
      {stack.map((modal, index) => (
        <ModalContent
          key={`${modal.type}-${index}`}
          modal={modal}
          onClose={() => dispatch(modalClosed({ type: modal.type }))}
        />
      ))}
    </Suspense>
  );
}
