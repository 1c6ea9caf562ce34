import "@testing-library/jest-dom";
import { loadAllDeferred } from "../../src/components/lazyComponent";
import { loadSanitizer } from "../../src/utils/sanitize";

// Parts the app loads on demand (the SVG inliner, dropdowns, dialogs) are
// loaded before each test file, so tests find them rendered at once.
beforeAll(loadAllDeferred);

// jsdom has no HTML Sanitizer API: server HTML goes through DOMPurify, which
// the app loads on demand in such browsers. (Not in Node-environment tests.)
if (typeof window !== "undefined") beforeAll(loadSanitizer);
