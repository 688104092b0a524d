/// A stretch of a paragraph (code point indices) that HarfBuzz shapes in one call:
/// one bidi level, one face, one script.
struct ShapingRun: Equatable {
    var range: Range<Int>
    var level: UInt8
    var face: Int
    var script: ScriptTag

    var isRightToLeft: Bool { level & 1 == 1 }

    /// Each code point's script, with common and inherited ones (spaces, digits,
    /// combining marks) taking the script before them, or the first one after them at
    /// the start (a simplified UAX #24 resolution: enough to keep marks with their base).
    static func scripts(of scalars: [Unicode.Scalar]) -> [ScriptTag] {
        var scripts = scalars.map(ScriptTag.init(of:))
        guard let first = scripts.firstIndex(where: { !$0.isShared }) else {
            return [ScriptTag](repeating: .common, count: scripts.count)
        }
        var current = scripts[first]
        for index in scripts.indices {
            if scripts[index].isShared { scripts[index] = current } else { current = scripts[index] }
        }
        return scripts
    }

    /// Maximal runs of equal level, face and script, in logical order.
    static func split(scripts: [ScriptTag], levels: [UInt8], faces: [Int]) -> [ShapingRun] {
        var runs: [ShapingRun] = []
        for index in scripts.indices {
            if let last = runs.last, last.level == levels[index], last.face == faces[index], last.script == scripts[index] {
                runs[runs.count - 1].range = last.range.lowerBound..<(index + 1)
            } else {
                runs.append(ShapingRun(range: index..<(index + 1), level: levels[index], face: faces[index], script: scripts[index]))
            }
        }
        return runs
    }

    /// The runs in display order, left to right (UAX #9 rule L2): from the highest level
    /// down to the lowest odd one, every sequence of runs at that level or above is reversed.
    static func visualOrder(_ runs: [ShapingRun]) -> [ShapingRun] {
        guard let highest = runs.map(\.level).max(), highest > 0 else { return runs }
        let lowestOdd = runs.map(\.level).filter { $0 & 1 == 1 }.min() ?? highest + 1
        var order = runs
        var level = highest
        while level >= lowestOdd && level > 0 {
            var start = 0
            while start < order.count {
                guard order[start].level >= level else { start += 1; continue }
                var end = start
                while end < order.count && order[end].level >= level { end += 1 }
                order[start..<end].reverse()
                start = end
            }
            level -= 1
        }
        return order
    }
}
