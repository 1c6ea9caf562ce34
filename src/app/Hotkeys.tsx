import { useEffect } from "react";
import { useNavigate } from "react-router-dom";
import { tinykeys } from "tinykeys";
import { useAppDispatch } from "../store/hooks";
import { modalOpened } from "../store/slices/modals";
import { paths } from "../utils/paths";
import {
  clickInFocusedStatus,
  focusedStatusRow,
  goBack,
  isTypingTarget,
  moveStatusFocus,
} from "./hotkeys";

type Handler = (event: KeyboardEvent) => void;

/** Per-status keys: each clicks the focused row's control marked with that `data-hotkey`. */
const STATUS_KEYS = ["f", "e", "b", "enter", "o", "p", "x", "h", "a", "r", "q"];

function unlessTyping(handler: Handler): Handler {
  return (event) => {
    if (isTypingTarget(event.target)) return;
    handler(event);
  };
}

/** Binds the global keyboard shortcuts of spec 01 section 2 for the whole app. */
export function Hotkeys() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();

  useEffect(() => {
    const help: Handler = (event) => {
      event.preventDefault();
      dispatch(modalOpened({ type: "HOTKEYS" }));
    };
    const search: Handler = (event) => {
      const box = document.getElementById("potluck-search");
      if (!box) return;
      event.preventDefault();
      box.focus();
    };
    const bindings: Record<string, Handler> = {
      "?": help,
      "Shift+?": help,
      s: search,
      "/": search,
      Backspace: (event) => {
        event.preventDefault();
        goBack(
          window.history.length,
          () => void navigate(-1),
          () => void navigate(paths.home()),
        );
      },
      "g h": () => void navigate(paths.home()),
      j: () => {
        moveStatusFocus(1);
      },
      ArrowDown: (event) => {
        if (!focusedStatusRow()) return;
        event.preventDefault();
        moveStatusFocus(1);
      },
      k: () => {
        moveStatusFocus(-1);
      },
      ArrowUp: (event) => {
        if (!focusedStatusRow()) return;
        event.preventDefault();
        moveStatusFocus(-1);
      },
    };
    for (const key of STATUS_KEYS) {
      const name = key === "enter" ? "Enter" : key;
      bindings[name] = (event) => {
        if (clickInFocusedStatus(key)) event.preventDefault();
      };
    }
    const wrapped = Object.fromEntries(
      Object.entries(bindings).map(([key, handler]) => [
        key,
        unlessTyping(handler),
      ]),
    );
    return tinykeys(window, wrapped);
  }, [dispatch, navigate]);

  return null;
}
