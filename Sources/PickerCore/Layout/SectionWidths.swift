/// How sections that give no width share the picker's: equally while each one's widest values
/// fit its share, else by what they need. A date beside a short list in equal halves of a
/// 480 px panel cut "septembre" to "se…" while "Alarm" had half the panel to itself.
///
/// Where every need fits, each section gets its need and the spare room in the same proportion;
/// where they do not, each gets the same share of its need, and a date section at least the
/// least it can show (year and day whole beside a month's first letter), taken from the others.
package enum SectionWidths {
    /// New shares for sections needing `needsPx` (each column's widest value with its padding,
    /// summed) of `availablePx`; `leastPx` is the least each may have (0 for a section of columns,
    /// whose titles are cut with "…"). Nil when the equal shares fit, or when the leasts do not
    /// (a date section too narrow then says so, as ever).
    package static func shares(needsPx: [Int], leastPx: [Int], availablePx: Int) -> [Fixed]? {
        let count = needsPx.count
        guard count > 1, leastPx.count == count, availablePx > 0 else { return nil }
        let equalPx = availablePx / count
        guard needsPx.contains(where: { $0 > equalPx }), leastPx.reduce(0, +) <= availablePx else { return nil }
        let total = needsPx.reduce(0, +)
        var widths: [Int]
        if total <= availablePx {
            widths = needsPx.map { $0 + (availablePx - total) * $0 / max(1, total) }
        } else {
            // Those below their least are held at it; the rest share what is left by need.
            var held = Set<Int>()
            while true {
                let heldPx = held.reduce(0) { $0 + leastPx[$1] }
                let sharedNeed = needsPx.indices.filter { !held.contains($0) }.reduce(0) { $0 + needsPx[$1] }
                widths = needsPx.indices.map { held.contains($0) ? leastPx[$0] : (availablePx - heldPx) * needsPx[$0] / max(1, sharedNeed) }
                let short = needsPx.indices.filter { !held.contains($0) && widths[$0] < leastPx[$0] }
                if short.isEmpty { break }
                held.formUnion(short)
            }
        }
        // Rounding leaves a few pixels over: the last section takes them, as `PickerLayout.slices` does.
        return widths.map { Fixed(ratio: Int64($0), Int64(availablePx)) }
    }
}
