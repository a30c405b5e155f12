// Conditional visibility and disabled rules (`modifiers.visibleWhen`, `modifiers.disabledWhen`),
// evaluated locally over the current values, as PanelKit's Condition does:
// {"id": ID, "equals"|"notEquals"|"oneOf"|"lessThan"|"lessThanOrEqual"|"greaterThan"|
// "greaterThanOrEqual": …} or {"all": […]}, {"any": […]}, {"not": {…}}.
import { sameValue } from "./values.js";

export function satisfied(condition, values, depth = 0) {
  if (!condition || typeof condition !== "object" || depth > 32) return false;
  if (Array.isArray(condition.all)) return condition.all.every((c) => satisfied(c, values, depth + 1));
  if (Array.isArray(condition.any)) return condition.any.some((c) => satisfied(c, values, depth + 1));
  if ("not" in condition) return !satisfied(condition.not, values, depth + 1);
  const value = values[condition.id];
  if ("equals" in condition) return sameValue(value, condition.equals);
  if ("notEquals" in condition) return !sameValue(value, condition.notEquals);
  if (Array.isArray(condition.oneOf)) return value !== undefined && condition.oneOf.some((v) => sameValue(v, value));
  if (typeof value !== "number") return false;
  if ("lessThan" in condition) return value < condition.lessThan;
  if ("lessThanOrEqual" in condition) return value <= condition.lessThanOrEqual;
  if ("greaterThan" in condition) return value > condition.greaterThan;
  if ("greaterThanOrEqual" in condition) return value >= condition.greaterThanOrEqual;
  return false;
}

/** Whether a node is hidden and whether it is disabled, for these values. */
export function evaluateRules(node, values) {
  const modifiers = node.modifiers || {};
  const hidden = modifiers.hidden === true || (modifiers.visibleWhen !== undefined && !satisfied(modifiers.visibleWhen, values));
  const disabled = modifiers.disabled === true || (modifiers.disabledWhen !== undefined && satisfied(modifiers.disabledWhen, values));
  return { hidden, disabled };
}

/** Whether a node carries any rule to evaluate when values change. */
export function hasRules(node) {
  const modifiers = node.modifiers || {};
  return modifiers.visibleWhen !== undefined || modifiers.disabledWhen !== undefined;
}
