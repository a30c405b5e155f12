// The UIViewKit profile screen, rebuilt with the layout DSL (see the layout issue).
print("profile")
