// Test helper (not a test file): jsdom has no layout, and ProseMirror measures the selection to scroll
// it into view. Empty measurements are what a zero-size layout would answer.
const emptyRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
const emptyRect = () => ({ x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) }) as DOMRect;

for (const proto of [Range.prototype, Element.prototype, Text.prototype] as unknown as { getClientRects?: () => DOMRectList; getBoundingClientRect?: () => DOMRect }[]) {
  proto.getClientRects ??= emptyRects;
  proto.getBoundingClientRect ??= emptyRect;
}
document.elementFromPoint ??= () => null;
