/// A sprite's text coverage while the sprite is not being drawn, each stored line kept as the
/// runs of it that hold ink (RowCache packs sprites that no frame drew lately).
///
/// Glyphs leave most of their bounding box empty: the 1080p time picker's 120 sprites ("00" to
/// "59", regular and bold, 72 px) held 640,448 bytes of coverage stored `length` bytes a line,
/// 269,598 of them not zero; as runs they take 273,171 (363,867 before full coverage took no
/// bytes). A run's header (16-bit start and length, as a line is at most a panel's side, 8192 px)
/// sits just before its bytes in one array, so a line needs one offset into it and not two.
/// The painter never reads runs: drawn from them, every scanline decoded a line or two, and
/// 1080p scrolling frames took 0.50x memcpy instead of 0.41x (docs/rendering.md).
struct CoverageRuns {
    /// Where each stored line's runs begin in `stream`; one entry more ends the last line.
    private let lineStarts: [UInt32]
    /// Per line, its runs left to right: a `Header`, then its bytes of coverage (none for a filled run).
    private let stream: [UInt8]

    private struct Header {
        var start: UInt16
        /// The run's length, with `filledFlag` set for a run of full coverage (255), which
        /// stores no bytes: a bold stroke's inside.
        var countAndFill: UInt16

        static let filledFlag: UInt16 = 0x8000

        init(_ run: Range<Int>, isFilled: Bool) {
            start = UInt16(run.lowerBound)
            countAndFill = UInt16(run.count) | (isFilled ? Header.filledFlag : 0)
        }

        var count: Int { Int(countAndFill & ~Header.filledFlag) }
        var isFilled: Bool { countAndFill & Header.filledFlag != 0 }
        var storedBytes: Int { isFilled ? 0 : count }
    }

    /// Up to 7 zeros between two runs stay inside one: for those digits, 3% fewer runs to copy
    /// for 0.3% more bytes than keeping only the gaps a header (4 bytes) outweighs.
    private static let longestKeptGap = 7
    /// Full coverage this long or longer is a run of its own, with no bytes: it costs one or
    /// two headers (4 bytes each) more, where it splits a run.
    private static let shortestFill = 9

    /// The runs of `lineCount` lines of `length` bytes each from `plane`, each line searched
    /// only across `spans`' range for it (its ink; nil for a line known to be empty).
    init(_ plane: UnsafePointer<UInt8>, length: Int, lineCount: Int, spans: (Int) -> Range<Int>?) {
        // The lines are searched once, and the stream allocated at its size: grown by appending,
        // its capacity doubled past what it held.
        var runs: [(header: Header, source: UnsafePointer<UInt8>)] = []
        var lineStarts: [UInt32] = []
        lineStarts.reserveCapacity(lineCount + 1)
        var size = 0
        for line in 0..<lineCount {
            lineStarts.append(UInt32(size))
            guard let span = spans(line) else { continue }
            let bytes = plane + line * length
            CoverageRuns.forEachRun(bytes, across: span) { header in
                runs.append((header, bytes + Int(header.start)))
                size += MemoryLayout<Header>.size + header.storedBytes
            }
        }
        lineStarts.append(UInt32(size))
        self.lineStarts = lineStarts
        // Seven bytes more, so that `decode` may read a whole word from a run's last byte.
        stream = [UInt8](unsafeUninitializedCapacity: size + 7) { stream, written in
            for (header, source) in runs {
                UnsafeMutableRawPointer(stream.baseAddress! + written).storeBytes(of: header, as: Header.self)
                written += MemoryLayout<Header>.size
                (stream.baseAddress! + written).initialize(from: source, count: header.storedBytes)
                written += header.storedBytes
            }
            (stream.baseAddress! + written).initialize(repeating: 0, count: 7)
            written += 7
        }
    }

    /// Calls `body` with each run of `line` across `span`, left to right: from a byte that is not
    /// zero to the last such byte before a gap longer than `longestKeptGap`, its full coverage
    /// (`shortestFill` bytes or more) a run of its own.
    private static func forEachRun(_ line: UnsafePointer<UInt8>, across span: Range<Int>, _ body: (Header) -> Void) {
        let words = UnsafeRawPointer(line)
        var k = span.lowerBound
        while k < span.upperBound {
            // Most of a line is empty, or full inside a bold stroke: both are passed eight bytes a step.
            while k + 8 <= span.upperBound && words.loadUnaligned(fromByteOffset: k, as: UInt64.self) == 0 { k += 8 }
            while k < span.upperBound && line[k] == 0 { k += 1 }
            guard k < span.upperBound else { return }
            let start = k
            var end = k + 1
            while k < span.upperBound && k - end <= longestKeptGap {
                if line[k] != 0 { end = k + 1 }
                k += 1
            }
            forEachFill(line, in: start..<end, body)
            k = end
        }
    }

    /// Splits the run `run` of `line` at its stretches of full coverage.
    private static func forEachFill(_ line: UnsafePointer<UInt8>, in run: Range<Int>, _ body: (Header) -> Void) {
        let words = UnsafeRawPointer(line)
        var copiedFrom = run.lowerBound
        var k = run.lowerBound
        while k < run.upperBound {
            guard line[k] == 255 else {
                k += 1
                continue
            }
            var end = k + 1
            while end + 8 <= run.upperBound && words.loadUnaligned(fromByteOffset: end, as: UInt64.self) == .max { end += 8 }
            while end < run.upperBound && line[end] == 255 { end += 1 }
            if end - k >= shortestFill {
                if copiedFrom < k { body(Header(copiedFrom..<k, isFilled: false)) }
                body(Header(k..<end, isFilled: true))
                copiedFrom = end
            }
            k = end
        }
        if copiedFrom < run.upperBound { body(Header(copiedFrom..<run.upperBound, isFilled: false)) }
    }

    var byteCount: Int { stream.count + lineStarts.count * MemoryLayout<UInt32>.stride }

    /// The dense plane again: `lineCount` lines of `length` bytes, byte for byte what the runs were made from.
    func decoded(lineCount: Int, length: Int) -> [UInt8] {
        // `decode` writes whole words, up to 7 bytes past a line: the last line goes through a
        // line of scratch, the others straight into the plane (the next line writes over the spill).
        [UInt8](unsafeUninitializedCapacity: lineCount * length) { plane, written in
            let last = UnsafeMutablePointer<UInt8>.allocate(capacity: length + 8)
            defer { last.deallocate() }
            for line in 0..<lineCount {
                let target = line + 1 < lineCount ? plane.baseAddress! + line * length : last
                decode(line, length: length, into: target)
            }
            if lineCount > 0 { (plane.baseAddress! + (lineCount - 1) * length).initialize(from: last, count: length) }
            written = lineCount * length
        }
    }

    /// Writes stored line `line` across `0..<length` of `target`, zero where it holds no run.
    /// Eight bytes are moved a step, so up to 7 bytes past `length` are written too: runs are a
    /// few bytes long, where a call to memcpy or memset costs more than the bytes it moves.
    private func decode(_ line: Int, length: Int, into target: UnsafeMutablePointer<UInt8>) {
        let end = Int(lineStarts[line + 1])
        var at = Int(lineStarts[line])
        let out = UnsafeMutableRawPointer(target)
        stream.withUnsafeBytes { stream in
            let source = stream.baseAddress!
            // Left to right, each step from where the last one's bytes end: what a step writes
            // past its end, the next step writes again.
            var written = 0
            while at < end {
                let header = source.loadUnaligned(fromByteOffset: at, as: Header.self)
                at += MemoryLayout<Header>.size
                let start = Int(header.start), runEnd = start + header.count
                while written < start {
                    out.storeBytes(of: 0 as UInt64, toByteOffset: written, as: UInt64.self)
                    written += 8
                }
                written = start
                if header.isFilled {
                    while written < runEnd {
                        out.storeBytes(of: UInt64.max, toByteOffset: written, as: UInt64.self)
                        written += 8
                    }
                } else {
                    let bytes = at - start
                    while written < runEnd {
                        out.storeBytes(of: source.loadUnaligned(fromByteOffset: bytes + written, as: UInt64.self), toByteOffset: written, as: UInt64.self)
                        written += 8
                    }
                    at += header.count
                }
                written = runEnd
            }
            while written < length {
                out.storeBytes(of: 0 as UInt64, toByteOffset: written, as: UInt64.self)
                written += 8
            }
        }
    }
}
