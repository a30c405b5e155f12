// Curves, colours and value equality for drawing the controls. The text of a value (`24 pt`,
// `time 0.35s bounce 0.24`, `standard 0.30s`) is never worked out here: the session sends it
// (`text` in snapshots and patches, asked for in the hello), worded as every frontend words it.

export const BEZIER_PRESETS = [
  ["linear", [0, 0, 1, 1]],
  ["ease", [0.25, 0.1, 0.25, 1]],
  ["easeIn", [0.42, 0, 1, 1]],
  ["easeOut", [0, 0, 0.58, 1]],
  ["easeInOut", [0.42, 0, 0.58, 1]],
  ["standard", [0.4, 0, 0.2, 1]],
];

export function bezierName(bezier) {
  const found = BEZIER_PRESETS.find(([, curve]) => curve.every((v, i) => Math.abs(v - bezier[i]) < 1e-9));
  return found ? found[0] : null;
}

/** Time spring → physics, exactly as PanelKit's Spring.resolvedPhysics. */
export function physicsOf(spring) {
  if (spring.type === "physics") return spring;
  const mass = 1;
  const w = (2 * Math.PI) / spring.duration;
  const damping =
    spring.bounce >= 0
      ? (4 * Math.PI * mass * (1 - spring.bounce)) / spring.duration
      : (4 * Math.PI * mass) / (spring.duration * (1 + spring.bounce));
  return { type: "physics", stiffness: mass * w * w, damping, mass };
}

/** Physics spring → time, exactly as PanelKit's Spring.resolvedTime. */
export function timeOf(spring) {
  if (spring.type === "time") return spring;
  const duration = 2 * Math.PI * Math.sqrt(spring.mass / spring.stiffness);
  const ratio = spring.damping / (2 * Math.sqrt(spring.stiffness * spring.mass));
  const bounce = ratio <= 1 ? 1 - ratio : 1 / ratio - 1;
  return { type: "time", duration, bounce };
}

function bezierY(bezier, x) {
  const [x1, y1, x2, y2] = bezier;
  const cx = (t) => 3 * (1 - t) * (1 - t) * t * x1 + 3 * (1 - t) * t * t * x2 + t * t * t;
  const cy = (t) => 3 * (1 - t) * (1 - t) * t * y1 + 3 * (1 - t) * t * t * y2 + t * t * t;
  let low = 0;
  let high = 1;
  for (let i = 0; i < 40; i++) {
    const mid = (low + high) / 2;
    if (cx(mid) < x) low = mid;
    else high = mid;
  }
  return cy((low + high) / 2);
}

/** `count` samples of a spring moving from 0 to 1 (as PanelKit's EasingCurve). */
export function springSamples(spring, count) {
  const physics = physicsOf(spring);
  const { stiffness, damping, mass } = physics;
  if (!(stiffness > 0 && mass > 0 && damping >= 0)) return new Array(count).fill(1);
  const omega = Math.sqrt(stiffness / mass);
  const zeta = damping / (2 * Math.sqrt(stiffness * mass));
  const span =
    spring.type === "time" && spring.duration > 0
      ? spring.duration
      : Math.min(3, Math.max(0.05, zeta > 0 ? 5 / (zeta * omega) : 3));
  const at = (t) => {
    if (zeta < 1) {
      const damped = omega * Math.sqrt(1 - zeta * zeta);
      return 1 - Math.exp(-zeta * omega * t) * (Math.cos(damped * t) + ((zeta * omega) / damped) * Math.sin(damped * t));
    }
    if (zeta === 1) return 1 - Math.exp(-omega * t) * (1 + omega * t);
    const root = Math.sqrt(zeta * zeta - 1);
    const r1 = -omega * (zeta - root);
    const r2 = -omega * (zeta + root);
    return 1 - (r2 * Math.exp(r1 * t) - r1 * Math.exp(r2 * t)) / (r2 - r1);
  };
  return Array.from({ length: count }, (_, i) => at(count > 1 ? (span * i) / (count - 1) : span));
}

export function transitionSamples(transition, count) {
  if (transition.type === "spring") return springSamples(transition.spring, count);
  return Array.from({ length: count }, (_, i) => bezierY(transition.bezier, count > 1 ? i / (count - 1) : 1));
}

/** Samples as SVG polyline points in a 100×40 box, scaled to cover 0…1 and any overshoot. */
export function curvePoints(samples) {
  const finite = samples.map((v) => (Number.isFinite(v) ? v : 1));
  const low = Math.min(0, ...finite);
  const high = Math.max(1, ...finite);
  const last = Math.max(1, finite.length - 1);
  return finite
    .map((v, i) => `${((100 * i) / last).toFixed(1)},${(40 - (40 * (v - low)) / (high - low)).toFixed(1)}`)
    .join(" ");
}

/** Parses #RGB, #RRGGBB or #RRGGBBAA into {rgb: "#rrggbb", alpha: 0…255}. */
export function parseColor(text) {
  const hex = typeof text === "string" ? text.replace(/^#/, "") : "";
  let full = hex;
  if (hex.length === 3 || hex.length === 4) full = [...hex].map((c) => c + c).join("");
  if (!/^[0-9a-fA-F]{6}([0-9a-fA-F]{2})?$/.test(full)) return { rgb: "#000000", alpha: 255 };
  return { rgb: "#" + full.slice(0, 6).toLowerCase(), alpha: full.length === 8 ? parseInt(full.slice(6), 16) : 255 };
}

/** {rgb, alpha} → #RRGGBB or #RRGGBBAA (upper case, as PanelKit writes colours). */
export function formatColor(rgb, alpha) {
  const base = rgb.replace(/^#/, "").toUpperCase();
  if (alpha >= 255) return "#" + base;
  return "#" + base + Math.max(0, Math.min(255, Math.round(alpha))).toString(16).padStart(2, "0").toUpperCase();
}

/** Deep equality for JSON values (numbers compared exactly). */
export function sameValue(a, b) {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k) => sameValue(a[k], b[k]));
}
