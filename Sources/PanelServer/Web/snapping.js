// The floating button's and the drawer's movement as pure functions, exactly as PanelCore's
// FloatingButtonSnapping and DrawerGeometry.settle compute them (the browser test checks
// every case a Swift test writes against these): where the button starts, how a drag moves
// it, where it snaps on release, how it stays pinned when its bounds change, and which
// detent a drag of the drawer's sheet settles at.
//
// A position is {x, y, edges}: the origin (top-left) of the button's frame inside bounds
// that start at 0, and the edges it is pinned to (left, right, top, bottom). The values map
// holds a placement instead (FloatingButtonPlacement): {x, y, edges} with x and y the
// fractions 0…1 of the button's free travel, so a place survives another window size.
// Sizes are {width, height}.

/** The largest speed handed to the settling animation (the article's `min(20, …)`). */
export const MAXIMUM_VELOCITY = 20;

const EDGE_ORDER = ["left", "right", "top", "bottom"];

/** The edges in PanelKit's order: left, right, top, bottom. */
export function orderedEdges(edges) {
  const set = new Set(edges);
  return EDGE_ORDER.filter((edge) => set.has(edge));
}

/** `value` kept in 0…(bounds - size), or 0 when the bounds are smaller than the size. */
function clamp(value, size, bounds) {
  const limit = bounds - size;
  if (!(limit > 0) || !Number.isFinite(limit)) return 0;
  return Math.min(Math.max(0, value), limit);
}

export class Snapping {
  /** Rules for a button of this size ({width, height}). */
  constructor(button) {
    this.button = button;
  }

  /** The position pinned to a corner (topLeft, topRight, bottomLeft, bottomRight). */
  initial(corner, bounds) {
    const edges = {
      topLeft: ["left", "top"], topRight: ["right", "top"], bottomLeft: ["left", "bottom"],
    }[corner] || ["right", "bottom"];
    return this.pinned({ x: 0, y: 0, edges }, bounds);
  }

  /** During a drag: the start plus the translation (the grab offset kept), pinned to nothing,
   * kept inside the bounds. */
  dragged(start, translation, bounds) {
    return {
      x: clamp(start.x + translation.width, this.button.width, bounds.width),
      y: clamp(start.y + translation.height, this.button.height, bounds.height),
      edges: [],
    };
  }

  /** The release of a drag at `position`, with `predicted` the offset from there to the
   * drag's predicted end: {position, initialVelocity}. */
  released(position, predicted, bounds) {
    const speed = Math.sqrt(predicted.width * predicted.width + predicted.height * predicted.height);
    const target = { x: position.x + predicted.width, y: position.y + predicted.height, edges: [] };
    return {
      position: this.snapped(target, bounds),
      initialVelocity: Number.isFinite(speed) ? Math.min(MAXIMUM_VELOCITY, speed) : MAXIMUM_VELOCITY,
    };
  }

  /** The article's snap: left when the frame's left is within one width of the left edge,
   * else right when its right is within half a width of the right edge; top and bottom
   * alike; clamped inside the bounds. */
  snapped(position, bounds) {
    const { width, height } = this.button;
    const x = Number.isFinite(position.x) ? position.x : 0;
    const y = Number.isFinite(position.y) ? position.y : 0;
    const edges = [];
    if (x <= width) edges.push("left");
    else if (x + width >= bounds.width - width * 0.5) edges.push("right");
    if (y <= height) edges.push("top");
    else if (y + height >= bounds.height - height * 0.5) edges.push("bottom");
    return this.pinned({ x, y, edges }, bounds);
  }

  /** The placement of `position` in `bounds` (FloatingButtonSnapping.placement(of:in:)): its
   * origin as a fraction of the free travel on each axis (0 when there is none), its edges. */
  placement(position, bounds) {
    const fraction = (value, size, extent) => {
      const travel = extent - size;
      if (!(travel > 0) || !Number.isFinite(travel) || !Number.isFinite(value)) return 0;
      return Math.min(1, Math.max(0, value / travel));
    };
    return {
      x: fraction(position.x, this.button.width, bounds.width),
      y: fraction(position.y, this.button.height, bounds.height),
      edges: orderedEdges(position.edges || []),
    };
  }

  /** The position a placement stands for in `bounds`, pinned to its edges and kept inside
   * (FloatingButtonSnapping.position(at:in:)). */
  positionAt(placement, bounds) {
    const unit = (value) => (Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0);
    return this.pinned({
      x: unit(placement.x) * Math.max(0, bounds.width - this.button.width),
      y: unit(placement.y) * Math.max(0, bounds.height - this.button.height),
      edges: placement.edges,
    }, bounds);
  }

  /** The position in new bounds, flush against the edges it is pinned to; on an axis without
   * an edge it keeps its place, clamped inside. */
  pinned(position, bounds) {
    const edges = orderedEdges(position.edges || []);
    let { x, y } = position;
    if (edges.includes("left")) x = 0;
    else if (edges.includes("right")) x = bounds.width - this.button.width;
    if (edges.includes("top")) y = 0;
    else if (edges.includes("bottom")) y = bounds.height - this.button.height;
    return {
      x: clamp(Number.isFinite(x) ? x : 0, this.button.width, bounds.width),
      y: clamp(Number.isFinite(y) ? y : 0, this.button.height, bounds.height),
      edges,
    };
  }
}

/** A position or placement read as PanelKit's FloatingButtonPosition reads its primitive form
 * (finite x and y, known edges, not two opposite ones), or null. */
export function readPosition(value) {
  if (!value || typeof value !== "object" || Array.isArray(value)) return null;
  if (!Number.isFinite(value.x) || !Number.isFinite(value.y)) return null;
  const edges = value.edges === undefined || value.edges === null ? [] : value.edges;
  if (!Array.isArray(edges) || !edges.every((edge) => EDGE_ORDER.includes(edge))) return null;
  if ((edges.includes("left") && edges.includes("right")) || (edges.includes("top") && edges.includes("bottom"))) {
    return null;
  }
  return { x: value.x, y: value.y, edges: orderedEdges(edges) };
}

/** The drawer's caps, as DrawerGeometry's: `medium` half the root, `tall` all but `gap`. */
export function drawerCaps(rootHeight, gap) {
  const medium = Math.floor(rootHeight / 2);
  const tall = Math.max(medium, rootHeight - gap);
  return { medium: Math.min(rootHeight, medium), tall: Math.min(rootHeight, tall) };
}

/** The detent a drag of the sheet that ends at `height` settles at, or null below half the
 * medium cap (a drag down that dismisses the drawer): DrawerGeometry.settle(draggedTo:), in
 * whole units (rows there, pixels here) with its integer halves. */
export function settle(height, rootHeight, gap) {
  const caps = drawerCaps(rootHeight, gap);
  if (height < Math.floor(caps.medium / 2)) return null;
  return Math.abs(height - caps.tall) < Math.abs(height - caps.medium) ? "tall" : "medium";
}
