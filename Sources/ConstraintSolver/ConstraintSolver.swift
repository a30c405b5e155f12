// The ConstraintSolver target; see DESIGN.md.
