/// How sections that give no width share the picker's: equally while each one's widest values
/// fit its share, else by what they need. A date beside a short list in equal halves of a
/// 480 px panel cut "septembre" to "se…" while "Alarm" had half the panel to itself.
///
/// Where every need fits, each section gets its need and the spare room in the same proportion.
/// Where they do not, a section whose values must be read whole (a date: "s…" names no month,
/// where "office-gu…" still names a network) gets its need first, if the others can keep their
/// leasts; they share the rest by need. Failing that, each gets the same share of its need, and a
/// date section at least the least it can show (year and day whole beside a month's first letter),
/// taken from the others. Where not even the leasts fit, each gets the same share of its least
/// (`byLeast`): equal shares gave a day of the week 99 px where it needed 62, and refused a
/// temperature at 50 px beside it (trial 114's 320 px controller).
package enum SectionWidths {
    /// New shares for sections needing `needsPx` (each column's widest value with its padding,
    /// summed) of `availablePx`; `leastPx` is the least each may have, and `wholeFirst` says which
    /// sections are given their whole need first when not every need fits. Nil when the equal
    /// shares fit, or when the leasts do not and `byLeast` is false: a date section, or large
    /// text, too narrow then says so in its own words, naming what to give it.
    package static func shares(needsPx: [Int], leastPx: [Int], availablePx: Int, wholeFirst: [Bool], byLeast: Bool = false) -> [Fixed]? {
        let count = needsPx.count
        guard count > 1, leastPx.count == count, wholeFirst.count == count, availablePx > 0 else { return nil }
        let equalPx = availablePx / count
        let total = needsPx.reduce(0, +), leastTotal = leastPx.reduce(0, +)
        guard needsPx.contains(where: { $0 > equalPx }), leastTotal <= availablePx || byLeast else { return nil }
        var widths: [Int]
        if leastTotal > availablePx {
            widths = leastPx.map { $0 * availablePx / leastTotal }
        } else if total <= availablePx {
            widths = needsPx.map { $0 + (availablePx - total) * $0 / max(1, total) }
        } else {
            let first = needsPx.indices.filter { wholeFirst[$0] }, rest = needsPx.indices.filter { !wholeFirst[$0] }
            let firstPx = first.reduce(0) { $0 + needsPx[$1] }
            if !first.isEmpty, !rest.isEmpty, firstPx + rest.reduce(0, { $0 + leastPx[$1] }) <= availablePx {
                widths = needsPx
                for (index, width) in zip(rest, byNeed(rest.map { needsPx[$0] }, leasts: rest.map { leastPx[$0] }, availablePx: availablePx - firstPx)) {
                    widths[index] = width
                }
            } else {
                widths = byNeed(needsPx, leasts: leastPx, availablePx: availablePx)
            }
        }
        // Rounding leaves a few pixels over: the last section takes them, as `PickerLayout.slices` does.
        return widths.map { Fixed(ratio: Int64($0), Int64(availablePx)) }
    }

    /// `availablePx` shared by `needs`, the same share of each, with those that share would put
    /// below their least held at it and the rest sharing what is left.
    private static func byNeed(_ needs: [Int], leasts: [Int], availablePx: Int) -> [Int] {
        var held = Set<Int>()
        while true {
            let heldPx = held.reduce(0) { $0 + leasts[$1] }
            let sharedNeed = needs.indices.filter { !held.contains($0) }.reduce(0) { $0 + needs[$1] }
            let widths = needs.indices.map { held.contains($0) ? leasts[$0] : (availablePx - heldPx) * needs[$0] / max(1, sharedNeed) }
            let short = needs.indices.filter { !held.contains($0) && widths[$0] < leasts[$0] }
            if short.isEmpty { return widths }
            held.formUnion(short)
        }
    }
}
