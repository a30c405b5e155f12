import PanelKit

/// The sizes `--widths` names: `40,80x30` is 40×12 and 80×30; a width alone gets a height
/// of 3/10 of it (at least 8 rows). `nil` when a part is not a positive size.
func previewSizes(_ text: String) -> [CellSize]? {
    var sizes: [CellSize] = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
        let numbers = part.split(separator: "x", omittingEmptySubsequences: false).map { Int($0) }
        guard let width = numbers.first ?? nil, width > 0, numbers.count <= 2 else { return nil }
        let height = numbers.count == 2 ? numbers[1] : max(8, width * 3 / 10)
        guard let height, height > 0 else { return nil }
        sizes.append(CellSize(width: width, height: height))
    }
    return sizes.isEmpty ? nil : sizes
}

/// The sizes in order, cut into bands whose previews fit side by side in `columns` (a size
/// wider than `columns` gets a band of its own).
func bands(of sizes: [CellSize], fitting columns: Int, gap: Int) -> [[CellSize]] {
    var bands: [[CellSize]] = []
    var band: [CellSize] = []
    var used = 0
    for size in sizes {
        if !band.isEmpty, used + gap + size.width > columns {
            bands.append(band)
            band = []
        }
        used = band.isEmpty ? size.width : used + gap + size.width
        band.append(size)
    }
    if !band.isEmpty { bands.append(band) }
    return bands
}
