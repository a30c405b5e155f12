// The checks every document passes before any of it reaches the page, whatever its source
// (a session's snapshot or a static `?document=`): the values that end up in CSS (colours,
// lengths, opacities) are taken only in canonical form, as PanelKit's decoder writes them,
// so a document cannot make the browser fetch anything (a CSS `url()`) or inject a rule.

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** A colour in PanelKit's canonical form (upper-case `#RRGGBB`, or `#RRGGBBAA` when not
 * opaque), read from `#RGB`, `#RRGGBB` or `#RRGGBBAA` in any case; null for anything else. */
export function canonicalColor(value) {
  if (typeof value !== "string" || !HEX.test(value)) return null;
  let digits = value.slice(1).toUpperCase();
  if (digits.length === 3) digits = [...digits].map((d) => d + d).join("");
  if (digits.length === 8 && digits.endsWith("FF")) digits = digits.slice(0, 6);
  return "#" + digits;
}

/** A finite number within [min, max], or null. */
export function finiteNumber(value, min = -1e6, max = 1e6) {
  return typeof value === "number" && Number.isFinite(value) && value >= min && value <= max ? value : null;
}

const LENGTHS = ["top", "bottom", "leading", "trailing"];
const FRAME = ["width", "minWidth", "maxWidth", "height", "minHeight", "maxHeight"];

/** Checks one node (and its children) in place: canonical colours are written back, anything
 * else that would reach CSS is a problem named by its JSON path. */
function checkNode(node, path, problems) {
  if (!node || typeof node !== "object" || Array.isArray(node)) {
    problems.push(`${path}: expected a node object`);
    return;
  }
  const modifiers = node.modifiers;
  if (modifiers !== undefined && modifiers !== null) {
    if (typeof modifiers !== "object" || Array.isArray(modifiers)) {
      problems.push(`${path}.modifiers: expected an object`);
    } else {
      for (const key of ["foreground", "background"]) {
        if (modifiers[key] === undefined) continue;
        const color = canonicalColor(modifiers[key]);
        if (color === null) problems.push(`${path}.modifiers.${key}: expected a colour #RRGGBB, got ${JSON.stringify(modifiers[key])}`);
        else modifiers[key] = color;
      }
      for (const [key, names] of [["padding", LENGTHS], ["frame", FRAME]]) {
        const box = modifiers[key];
        if (box === undefined) continue;
        if (!box || typeof box !== "object") {
          problems.push(`${path}.modifiers.${key}: expected an object`);
          continue;
        }
        for (const name of names) {
          if (box[name] !== undefined && finiteNumber(box[name], 0) === null) {
            problems.push(`${path}.modifiers.${key}.${name}: expected a number of cells, got ${JSON.stringify(box[name])}`);
          }
        }
      }
      if (modifiers.border !== undefined && !/^[a-z]+$/.test(String(modifiers.border))) {
        problems.push(`${path}.modifiers.border: expected a border style name`);
      }
    }
  }
  if (node.overlay !== undefined && node.overlay !== null) {
    const overlay = node.overlay;
    if (typeof overlay !== "object" || Array.isArray(overlay)) {
      problems.push(`${path}.overlay: expected an object`);
    } else {
      if (overlay.color !== undefined) {
        const color = canonicalColor(overlay.color);
        if (color === null) problems.push(`${path}.overlay.color: expected a colour #RRGGBB, got ${JSON.stringify(overlay.color)}`);
        else overlay.color = color;
      }
      if (overlay.opacity !== undefined && finiteNumber(overlay.opacity, 0, 1) === null) {
        problems.push(`${path}.overlay.opacity: expected a number from 0 to 1`);
      }
    }
  }
  if (node.spacing !== undefined && finiteNumber(node.spacing, 0) === null) {
    problems.push(`${path}.spacing: expected a number of cells`);
  }
  if (node.children !== undefined) {
    if (!Array.isArray(node.children)) problems.push(`${path}.children: expected an array`);
    else node.children.forEach((child, index) => checkNode(child, `${path}.children[${index}]`, problems));
  }
}

/** Checks a whole document: returns a checked copy (colours canonical) and the problems; the
 * page shows a document only when there are none, as PanelKit's decoder accepts one. */
export function checkDocument(documentObject) {
  const problems = [];
  if (!documentObject || typeof documentObject !== "object" || Array.isArray(documentObject)) {
    return { document: null, problems: ["$: expected a document object"] };
  }
  const copy = JSON.parse(JSON.stringify(documentObject));
  if (!copy.root) problems.push("$.root: missing");
  else checkNode(copy.root, "$.root", problems);
  if (copy.values !== undefined && (typeof copy.values !== "object" || Array.isArray(copy.values))) {
    problems.push("$.values: expected an object");
  }
  return { document: problems.length ? null : copy, problems };
}
