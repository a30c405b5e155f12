// `import PanelKit` gives the layout DSL, not the constraint solver: its variables, strengths
// and operators are for code that imports `ConstraintSolver`, and no PanelKit type hands one out.
// expect: cannot find 'Variable' in scope
// expect: cannot find type 'Strength' in scope
// expect: 'strength' is inaccessible due to 'package' protection level
import PanelKit

let width = Variable("width")
let strong: Strength = .strong
let required = LayoutPriority.required.strength
