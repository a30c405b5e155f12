/// Why an add failed: the owners (record numbers) of the markers in the infeasibility proof.
struct Infeasible: Error {
    var owners: [Int32]
}
