import PickerCore
import PickerRender
import PickerSystem

// Frame costs of the renderer as ratios to a memcpy of one full frame measured
// in the same run (so the figures mean the same on any machine), the cold first
// frame in milliseconds, and the peak memory.

/// The benchmark's picker filling the panel: 9 rows, wheel style, overlay band; three time columns unless words are given.
struct BenchPicker {
    let config: PickerConfig
    let model: PickerModel
    let layout: PickerLayout

    init(width: Int, height: Int) throws {
        let columns = """
           {"id": "hour", "range": {"from": 0, "to": 23, "format": "%02d"}, "infinite": true, "selected": 9, "align": "right"},
           {"id": "minute", "range": {"from": 0, "to": 59, "format": "%02d"}, "infinite": true, "selected": 41},
           {"id": "second", "range": {"from": 0, "to": 59, "format": "%02d"}, "infinite": true, "selected": 17, "align": "left"}
        """
        try self.init(width: width, height: height, columns: columns, font: nil)
    }

    /// The time picker with a minute column of plain `%d` rows from `from` to `to`, on 41: a range
    /// of two billion rows shows the same rows around 41 as one of sixty, and must cost the same.
    init(width: Int, height: Int, minutesFrom from: Int, to: Int) throws {
        let columns = """
           {"id": "hour", "range": {"from": 0, "to": 23, "format": "%02d"}, "infinite": true, "selected": 9, "align": "right"},
           {"id": "minute", "range": {"from": \(from), "to": \(to), "format": "%d"}, "infinite": true, "selected": "41"},
           {"id": "second", "range": {"from": 0, "to": 59, "format": "%02d"}, "infinite": true, "selected": 17, "align": "left"}
        """
        try self.init(width: width, height: height, columns: columns, font: nil)
    }

    /// The time picker with a minute column of `count` item rows ("0", "1", ...) on 41: a list
    /// of 100,000 rows shows the same rows around 41 as one of sixty, and must cost the same.
    init(width: Int, height: Int, minuteItems count: Int) throws {
        let items = (0..<count).map { "\"\($0)\"" }.joined(separator: ",")
        let columns = """
           {"id": "hour", "range": {"from": 0, "to": 23, "format": "%02d"}, "infinite": true, "selected": 9, "align": "right"},
           {"id": "minute", "items": [\(items)], "infinite": true, "selected": "41"},
           {"id": "second", "range": {"from": 0, "to": 59, "format": "%02d"}, "infinite": true, "selected": 17, "align": "left"}
        """
        try self.init(width: width, height: height, columns: columns, font: nil)
    }

    /// The same panel with three columns of words in one script, drawn in `font` (a fontconfig pattern):
    /// every row is shaped (Arabic joining, Devanagari reordering and conjuncts).
    init(width: Int, height: Int, words: [String], font: String) throws {
        let items = words.map { "\"\($0)\"" }.joined(separator: ", ")
        let columns = (0..<3).map { #"{"items": ["# + items + #"], "infinite": true, "selected": \#($0 * 5)}"# }.joined(separator: ",\n")
        try self.init(width: width, height: height, columns: columns, font: font)
    }

    /// What each row of the Wi-Fi workloads shows.
    enum NetworkRows {
        /// The network's name alone.
        case names
        /// Rich rows: the name, its security and band under it, its signal in dBm at the trailing
        /// end, and the shipped signal and lock icons (read from `configs/icons`, so run from the
        /// repository root).
        case rich
        /// A space a row: the backdrop alone, against which the others' ink is counted.
        case blank
    }

    /// The same panel with three columns of Wi-Fi networks.
    init(width: Int, height: Int, networks rows: NetworkRows) throws {
        let items = BenchPicker.networkNames.enumerated().map { index, name in
            let level = index % 4 + 1, band = index % 2 == 0 ? "5" : "2.4", signal = "-\(40 + 3 * index) dBm"
            switch rows {
            case .names:
                return "\"\(name)\""
            case .blank:
                return "\" \""
            case .rich:
                return #"{"text": "\#(name)", "detail": "WPA2 · \#(band) GHz", "trailing_text": "\#(signal)", "#
                    + #""leading_image": "configs/icons/signal-\#(level).png", "trailing_image": "configs/icons/lock.png"}"#
            }
        }.joined(separator: ", ")
        let columns = (0..<3).map { #"{"items": [\#(items)], "infinite": true, "selected": \#($0 * 5), "align": "left"}"# }.joined(separator: ",\n")
        try self.init(width: width, height: height, columns: columns, font: nil)
    }

    private init(width: Int, height: Int, columns: String, font: String?) throws {
        let fontKey = font.map { #""font": "\#($0)", "highlight_font": "\#($0):bold", "# } ?? ""
        let text = """
        {"size": "\(width)x\(height)", "style": "wheel", "row_height": \(height / 9), "visible_rows": 9,
         "columns": [\(columns)],
         "theme": {\(fontKey)"selection": {"style": "overlay", "alpha": 0.2}}}
        """
        config = try PickerConfig.parse(Array(text.utf8), directory: "")
        model = try PickerModel(config: config)
        layout = PickerLayout(config: config, model: model)
    }

    /// Place and language names in Arabic and in Hindi: the two shaping workloads beside the Latin one.
    static let arabicWords = [
        "العربية", "القاهرة", "الرياض", "دمشق", "بغداد", "عمّان", "بيروت", "تونس", "الجزائر", "الرباط",
        "مسقط", "الدوحة", "المنامة", "الكويت", "صنعاء", "طرابلس", "الخرطوم", "نواكشوط", "أبوظبي", "جدة",
    ]
    static let networkNames = [
        "office", "guest", "lab", "workshop", "stores", "canteen", "printer-2f", "reception", "meeting-a", "meeting-b",
        "warehouse", "loading-bay", "security", "boardroom", "studio", "library", "gym", "roof", "garage", "annex",
    ]
    static let devanagariWords = [
        "हिन्दी", "दिल्ली", "मुंबई", "कोलकाता", "चेन्नई", "बेंगलुरु", "हैदराबाद", "अहमदाबाद", "पुणे", "जयपुर",
        "लखनऊ", "कानपुर", "नागपुर", "इन्दौर", "भोपाल", "पटना", "वाराणसी", "आगरा", "नाशिक", "श्रीनगर",
    ]
}

/// The median ratio of `body`'s wall time to `baseline`'s over `runs` runs, each timing the
/// baseline just before the body, so that a ratio compares the two under the same conditions on
/// a shared machine; and the baseline's median time in nanoseconds.
func medianRatio(runs: Int, baseline: () -> Void, _ body: (Int) -> Void) -> (ratio: Double, baselineNs: Double) {
    let clock = ContinuousClock()
    var ratios: [Double] = [], baselines: [Double] = []
    for run in 0..<runs {
        let base = nanoseconds(clock.measure(baseline))
        ratios.append(nanoseconds(clock.measure { body(run) }) / base)
        baselines.append(base)
    }
    return (median(ratios), median(baselines))
}

func nanoseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) / 1e9
}

func median(_ samples: [Double]) -> Double {
    samples.sorted()[samples.count / 2]
}

func format(_ value: Double, _ decimals: Int) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    var text = String(rounded)
    if let dot = text.firstIndex(of: ".") {
        let have = text.distance(from: dot, to: text.endIndex) - 1
        if have < decimals { text += String(repeating: "0", count: decimals - have) }
    } else if decimals > 0 {
        text += "." + String(repeating: "0", count: decimals)
    }
    return text
}

/// Prints one picker's figures; given the same picker with blank rows, also its ink (the pixels its
/// rows change) and the scrolling frame's cost per megapixel of that ink.
func bench(_ picker: BenchPicker, label: String, blank: BenchPicker? = nil) throws {
    let (width, height) = (picker.layout.width, picker.layout.height)
    let (config, model, layout) = (picker.config, picker.model, picker.layout)
    // Two buffers, as a double-buffered display has, and one more that the memcpy fills.
    let front = PixelBuffer(width: width, height: height, format: .xrgb8888)
    let back = PixelBuffer(width: width, height: height, format: .xrgb8888)
    let copy = PixelBuffer(width: width, height: height, format: .xrgb8888)
    // A new buffer's pages are the kernel's one zero page until written: copying from them reads
    // 4 KiB over and over, twice as fast as copying a frame, so the source is written first.
    front.bytes.initializeMemory(as: UInt8.self, repeating: 0x5A, count: front.byteCount)
    let offsets = model.columns.map { layout.offset(forRow: $0.selectedRow) }
    let memcpy = { copy.bytes.copyMemory(from: front.bytes, byteCount: front.byteCount) }

    let coldNs = try coldFirstFrameNs(config: config, model: model, layout: layout, into: back)
    let renderer = try PickerRenderer(config: config, model: model, layout: layout)
    renderer.render(model: model, offsets: offsets, into: back)
    let (full, memcpyNs) = medianRatio(runs: 200, baseline: memcpy) { _ in
        renderer.invalidate()
        renderer.render(model: model, offsets: offsets, into: back)
    }
    // The minute column scrolls 3 px a frame through many rows; the others stay put.
    var scrolled = offsets
    let scroll = medianRatio(runs: 400, baseline: memcpy) { run in
        scrolled[1] = offsets[1] + Fixed(3 * (run + 1))
        renderer.render(model: model, offsets: scrolled, into: back)
    }.ratio
    var inkFigures = ""
    if let blank {
        let ink = try inkPixels(of: picker, against: blank)
        inkFigures = "; ink \(ink) px, scrolling frame \(format(scroll / (Double(ink) / 1e6), 2))x memcpy a megapixel of ink"
    }
    print("\(label): memcpy of a frame \(format(memcpyNs / 1e6, 3)) ms; "
        + "full frame \(format(full, 2))x memcpy; "
        + "scrolling frame \(format(scroll, 2))x memcpy; "
        + "cold first frame \(format(coldNs / 1e6, 2)) ms" + inkFigures)
}

/// The pixels of `picker`'s first frame that differ from `blank`'s (the same layout with empty rows).
func inkPixels(of picker: BenchPicker, against blank: BenchPicker) throws -> Int {
    let frames = try [picker, blank].map { picker in
        let frame = PixelBuffer(width: picker.layout.width, height: picker.layout.height, format: .xrgb8888)
        let offsets = picker.model.columns.map { picker.layout.offset(forRow: $0.selectedRow) }
        try PickerRenderer(config: picker.config, model: picker.model, layout: picker.layout).render(model: picker.model, offsets: offsets, into: frame)
        return frame
    }
    return withExtendedLifetime(frames) {
        let words = frames.map { $0.bytes.bindMemory(to: UInt32.self, capacity: $0.byteCount / 4) }
        return (0..<(frames[0].byteCount / 4)).reduce(0) { $0 + (words[0][$1] != words[1][$1] ? 1 : 0) }
    }
}

/// The median time of the first frame of 25 fresh renderers (fonts opened, glyph and row caches empty).
func coldFirstFrameNs(config: PickerConfig, model: PickerModel, layout: PickerLayout, into buffer: PixelBuffer) throws -> Double {
    let clock = ContinuousClock()
    let offsets = model.columns.map { layout.offset(forRow: $0.selectedRow) }
    return median(try (0..<25).map { _ in
        let renderer = try PickerRenderer(config: config, model: model, layout: layout)
        return nanoseconds(clock.measure { renderer.render(model: model, offsets: offsets, into: buffer) })
    })
}

/// Prints the renderer's frame figures at both sizes.
func benchmarkFrames() throws {
    print("picker-bench: three-column time picker (then three columns of Arabic, of Devanagari words, of network names plain and rich), "
        + "wheel style, XRGB8888, medians")
    try bench(BenchPicker(width: 800, height: 480), label: "800x480")
    try bench(BenchPicker(width: 1920, height: 1080), label: "1920x1080")
    try bench(
        BenchPicker(width: 1920, height: 1080, words: BenchPicker.arabicWords, font: "Noto Sans Arabic"),
        label: "1920x1080 Arabic words")
    try bench(
        BenchPicker(width: 1920, height: 1080, words: BenchPicker.devanagariWords, font: "Noto Sans Devanagari"),
        label: "1920x1080 Devanagari words")
    // Rows of a range are computed: its length changes nothing a frame does.
    for (from, to) in [(0, 59), (-1_000_000_000, 1_000_000_000)] {
        try bench(BenchPicker(width: 1920, height: 1080, minutesFrom: from, to: to), label: "1920x1080 minutes \(from) to \(to)")
    }
    // Nor does a list's: its rows are drawn only where they show.
    for count in [60, 100_000] {
        try bench(BenchPicker(width: 1920, height: 1080, minuteItems: count), label: "1920x1080 minutes as \(count) item rows")
    }
    // Rich rows are drawn from the same row sprites as plain ones: their parts add ink (counted against the
    // same layout with blank rows), and a scrolling frame's cost follows the ink.
    for (width, height) in [(1920, 1080), (800, 480)] {
        let blank = try BenchPicker(width: width, height: height, networks: .blank)
        try bench(BenchPicker(width: width, height: height, networks: .names), label: "\(width)x\(height) network names", blank: blank)
        try bench(
            BenchPicker(width: width, height: height, networks: .rich), label: "\(width)x\(height) the same networks as rich rows", blank: blank)
    }
}
